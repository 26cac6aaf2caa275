import {
  Combobox,
  ComboboxItem,
  ComboboxList,
  ComboboxProvider,
  Select,
  SelectItem,
  SelectPopover,
  SelectProvider,
} from '@ariakit/react';
import { startTransition, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceDataContext, type JurisdictionsData } from './contexts';
import { useCountryNames, type CountryNames } from './country-names';
import { searchable } from './search';
import { textOf, type WidgetProps } from './types';
import './widgets.css';

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
  restrictTo: 'treaty' | 'annexII' | undefined,
  locale: string,
): readonly CountryOption[] {
  // Built once per names, reference data, restriction and language (issue 22): every country field of a form
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

function buildCountryOptions(
  names: CountryNames,
  reference: JurisdictionsData | undefined,
  restrictTo: 'treaty' | 'annexII' | undefined,
  locale: string,
): CountryOption[] {
  const known = reference?.jurisdictions;
  const all = known?.length
    ? known.map((j) => ({ code: j.countryCodeAlpha, fallback: j.isoJurisdictionName, aliases: j.aliases }))
    : [...names.keys()].map((code) => ({ code, fallback: code, aliases: [] as string[] }));
  const allowed =
    restrictTo === 'treaty'
      ? reference?.usTaxTreatyCountries
      : restrictTo === 'annexII'
        ? reference?.annexIICountries
        : undefined;
  const only = restrictTo ? new Set(allowed ?? []) : undefined;
  const collator = new Intl.Collator(locale);
  return all
    .filter((entry) => !only || only.has(entry.code))
    .map((entry) => {
      const name = names.get(entry.code) ?? entry.fallback;
      return { code: entry.code, name, terms: [name, entry.code, entry.fallback, ...entry.aliases].map(searchable) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Jurisdiction dropdown (spec §5): a listbox of countries by ISO alpha-2 code with a search field
 * (Ariakit Select + Combobox: keyboard, focus and announcements are the library's). Names come from
 * i18n-iso-countries in the interface language, loaded on first use. `props.countries` ('treaty' or
 * 'annexII') restricts the list with the lists of ReferenceDataContext.
 */
export function JurisdictionWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation();
  const reference = useContext(ReferenceDataContext).jurisdictions;
  const names = useCountryNames(i18n.language);
  const [search, setSearch] = useState('');
  const restrictTo = props.question.props?.countries;
  const options = useMemo(
    () => (names ? countryOptionsFor(names, reference, restrictTo, i18n.language) : []),
    [names, reference, restrictTo, i18n.language],
  );
  const matches = useMemo(() => {
    const needle = searchable(search);
    return needle ? options.filter((option) => option.terms.some((term) => term.includes(needle))) : options;
  }, [options, search]);
  const value = textOf(props.value);
  const selected = options.find((option) => option.code === value);
  const labelId = `${props.id}-label`;

  return (
    <>
      <label id={labelId} htmlFor={props.id} className="question__label">
        {props.label}
      </label>
      {/* The search box is not a stop of the arrow keys (issue 37): past the last result ArrowDown wraps to the first
          instead of leaving no option active (and Enter choosing nothing), as with a single result. */}
      <ComboboxProvider
        resetValueOnHide
        includesBaseElement={false}
        setValue={(text) => startTransition(() => setSearch(text))}
      >
        <SelectProvider value={value} setValue={(code) => props.onChange(code)}>
          <Select
            id={props.id}
            ref={props.inputRef}
            className="combo__button"
            disabled={props.disabled}
            onBlur={props.onBlur}
            aria-labelledby={`${labelId} ${props.id}`}
            aria-required={props.required || undefined}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
          >
            {selected ? (
              <span>{selected.name}</span>
            ) : value ? (
              <span>{value}</span>
            ) : (
              <span className="combo__placeholder">
                {t(names ? 'widgets.jurisdiction.placeholder' : 'widgets.jurisdiction.loading')}
              </span>
            )}
            <span aria-hidden="true">▾</span>
          </Select>
          <SelectPopover className="combo__popover" gutter={4} sameWidth unmountOnHide aria-labelledby={labelId}>
            <div className="combo__search">
              <Combobox
                autoSelect
                className="combo__input"
                aria-label={t('widgets.jurisdiction.search')}
                placeholder={t('widgets.jurisdiction.search')}
              />
            </div>
            <ComboboxList aria-labelledby={labelId}>
              {matches.map((option) => (
                <SelectItem key={option.code} value={option.code} className="combo__item" render={<ComboboxItem />}>
                  <span>{option.name}</span>
                  <span className="combo__item-code" aria-hidden="true">
                    {option.code}
                  </span>
                </SelectItem>
              ))}
              {matches.length === 0 ? (
                <div className="combo__empty">
                  {t(names ? 'widgets.jurisdiction.noMatch' : 'widgets.jurisdiction.loading')}
                </div>
              ) : null}
            </ComboboxList>
          </SelectPopover>
        </SelectProvider>
      </ComboboxProvider>
    </>
  );
}
