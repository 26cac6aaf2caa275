import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferred, useDeferred } from '../../lib/api/deferred';
import { ReferenceDataContext, type JurisdictionsData } from './contexts';
import { useCountryNames, type CountryNames } from './country-names';
import { searchable } from './search';
import { textOf, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import questionStyles from '../renderer/question.module.css';

export interface CountryOption {
  code: string;
  name: string;
  /** Lower-case, accent-free name, code and aliases, for search. */
  terms: string[];
}

/**
 * The countries offered: the jurisdictions of the reference data (else every ISO country), restricted
 * by `props.countries` to the US tax treaty countries or the Annex II countries, named in the current
 * language and sorted by name.
 */
export function countryOptionsFor(
  names: CountryNames,
  reference: JurisdictionsData | undefined,
  restrictTo: Restriction,
  locale: string,
): readonly CountryOption[] {
  // Built once per names, reference data, restriction and language: every country field of a form
  // shares the list instead of sorting ~250 names again when it first renders.
  const byReference = optionCache.get(names) ?? new WeakMap<object, Map<string, readonly CountryOption[]>>();
  optionCache.set(names, byReference);
  const referenceKey = reference ?? noReference;
  const byKey = byReference.get(referenceKey) ?? new Map<string, readonly CountryOption[]>();
  byReference.set(referenceKey, byKey);
  const key = `${restrictTo ?? ''}|${locale}`;
  let options = byKey.get(key);
  if (!options) {
    options = Object.freeze(buildCountryOptions(names, reference, restrictTo, locale));
    byKey.set(key, options);
  }
  return options;
}

const optionCache = new WeakMap<CountryNames, WeakMap<object, Map<string, readonly CountryOption[]>>>();
const noReference = {};

type Restriction = 'treaty' | 'annexII' | undefined;
/** A country the list can offer: its code, its name where the names lack it, and its other names. */
type Entry = { code: string; fallback: string; aliases: readonly string[] };

/** The countries offered, unnamed and unsorted: the reference data's, or every ISO country, within the restriction. */
function offeredEntries(names: CountryNames, reference: JurisdictionsData | undefined, restrictTo: Restriction) {
  const known = reference?.jurisdictions;
  const all: Entry[] = known?.length
    ? known.map((j) => ({ code: j.countryCodeAlpha, fallback: j.isoJurisdictionName, aliases: j.aliases }))
    : [...names.keys()].map((code) => ({ code, fallback: code, aliases: [] }));
  if (!restrictTo) return all;
  const only = new Set((restrictTo === 'treaty' ? reference?.usTaxTreatyCountries : reference?.annexIICountries) ?? []);
  return all.filter((entry) => only.has(entry.code));
}

function buildCountryOptions(
  names: CountryNames,
  reference: JurisdictionsData | undefined,
  restrictTo: Restriction,
  locale: string,
): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return offeredEntries(names, reference, restrictTo)
    .map((entry) => {
      const name = names.get(entry.code) ?? entry.fallback;
      return { code: entry.code, name, terms: [name, entry.code, entry.fallback, ...entry.aliases].map(searchable) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The name the list gives a code, if the list offers it: what the closed dropdown shows, found without building and
 * sorting the list, which only an opened list needs (a form's first render has a closed dropdown per country question).
 */
export function offeredCountryName(
  names: CountryNames,
  reference: JurisdictionsData | undefined,
  restrictTo: Restriction,
  code: string,
): string | undefined {
  const entry = offeredEntries(names, reference, restrictTo).find((offered) => offered.code === code);
  return entry ? (names.get(entry.code) ?? entry.fallback) : undefined;
}

/**
 * The countries a country question offers in the interface language, built once `open` (a list never opened does not
 * build it: a form's first load renders every country question's dropdown once its chunk arrives).
 */
export function useCountryOptions(props: WidgetProps, open: boolean) {
  const { i18n } = useTranslation();
  const reference = useContext(ReferenceDataContext).jurisdictions;
  const names = useCountryNames(i18n.language);
  const restrictTo = props.question.props?.countries;
  const options = useMemo(
    () => (names && open ? countryOptionsFor(names, reference, restrictTo, i18n.language) : []),
    [names, open, reference, restrictTo, i18n.language],
  );
  return { names, options, value: textOf(props.value) };
}

/** What the closed dropdown shows: the chosen country's name, else the stored code, else the placeholder. */
export function JurisdictionValue({ props }: { props: WidgetProps }) {
  const { t, i18n } = useTranslation();
  const reference = useContext(ReferenceDataContext).jurisdictions;
  const names = useCountryNames(i18n.language);
  const value = textOf(props.value);
  const restrictTo = props.question.props?.countries;
  const chosen = useMemo(
    () => (names && value ? offeredCountryName(names, reference, restrictTo, value) : undefined),
    [names, reference, restrictTo, value],
  );
  return (
    <>
      {chosen !== undefined ? (
        <span>{chosen}</span>
      ) : value ? (
        <span>{value}</span>
      ) : (
        <span className={widgetStyles.comboPlaceholder}>
          {t(names ? 'widgets.jurisdiction.placeholder' : 'widgets.jurisdiction.loading')}
        </span>
      )}
      <span aria-hidden="true">▾</span>
    </>
  );
}

/** The stand-in's state the dropdown takes over when it arrives: focused, or pressed (open the list). */
export type Arrival = 'focus' | 'open';

/**
 * The dropdown itself (Ariakit Select + Combobox, with floating-ui: ~35 KB gzip) is a chunk of its own, loaded after
 * the form's first paint (ADR 084): a form's first load carries none of it, and a form without a country question
 * never loads it. Until it has arrived the question shows the same closed button, labelled and described the same,
 * which loads it when pressed.
 */
const picker = deferred(() => import('./JurisdictionPicker').then((m) => m.JurisdictionPicker));

/** Loads the dropdown's chunk (tests render the dropdown at once). */
export const loadJurisdictionPicker = picker.load;

/**
 * Jurisdiction dropdown (questionnaire-and-forms.md §5): a listbox of countries by ISO alpha-2 code with a search field; the closed
 * button until its chunk has arrived.
 */
export function JurisdictionWidget(props: WidgetProps) {
  const Picker = useDeferred(picker, true);
  // What the customer did with the stand-in, which the dropdown takes over: its focus, or a press (opens it).
  const [arrival, setArrival] = useState<Arrival | undefined>(undefined);
  if (Picker) return <Picker {...props} arrival={arrival} />;
  const labelId = `${props.id}-label`;
  const open = () => {
    setArrival('open');
    picker.load().catch(() => undefined);
  };
  return (
    <>
      <label id={labelId} htmlFor={props.id} className={questionStyles.questionLabel}>
        {props.label}
      </label>
      <button
        type="button"
        id={props.id}
        ref={props.inputRef}
        className={widgetStyles.comboButton}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        disabled={props.disabled}
        onFocus={() => setArrival((was) => was ?? 'focus')}
        onBlur={() => {
          setArrival(undefined);
          props.onBlur();
        }}
        // A press asks for the list, not only a click: the dropdown may arrive between the press and the release, and
        // the click then reaches neither button (a keyboard's Enter or Space is a click).
        onPointerDown={open}
        onClick={open}
        aria-labelledby={`${labelId} ${props.id}`}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      >
        <JurisdictionValue props={props} />
      </button>
    </>
  );
}
