import {
  ComboboxInput,
  ComboboxItem,
  ComboboxList,
  ComboboxPopover,
  ComboboxProvider,
  ComboboxSelect,
  useComboboxContext,
  useStoreState,
} from '@ariakit/react';
import { ComboboxRenderer } from '@ariakit/react-components/combobox/combobox-renderer';
import { startTransition, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JurisdictionValue, useCountryOptions, type Arrival, type CountryOption } from './JurisdictionWidget';
import { searchable } from './search';
import type { WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import questionStyles from '../renderer/question.module.css';

/**
 * Jurisdiction dropdown (questionnaire-and-forms.md §5): a listbox of countries by ISO alpha-2 code with a search field
 * (Ariakit's filterable select — one Combobox store for the button, the search field and the list: keyboard, focus and
 * announcements are the library's). Names come from i18n-iso-countries in the interface language, loaded on first use.
 * `props.countries` ('treaty' or 'annexII') restricts the list with the lists of ReferenceDataContext.
 *
 * The list renders only the options near its view, the chosen one and those beside the active one, through Ariakit's
 * `ComboboxRenderer` (ADR 117): the arrow keys and the search reach every option, and each option says its place
 * (`aria-posinset` of `aria-setsize`). Rendering all ~250 made opening the list take ~0.9 s of the main thread.
 * The sorted list is built at the first opening (then kept per language): a closed dropdown needs only the chosen
 * country's name (`JurisdictionValue`).
 */
export function JurisdictionPicker({ arrival, ...props }: WidgetProps & { arrival?: Arrival }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(arrival === 'open');
  const { names, options, value } = useCountryOptions(props, open);
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const needle = searchable(search);
    const found = needle ? options.filter((option) => option.terms.some((term) => term.includes(needle))) : options;
    return found.map((option) => ({ id: `${props.id}-option-${option.code}`, value: option.code, option }));
  }, [options, search, props.id]);
  const labelId = `${props.id}-label`;

  return (
    <>
      <label id={labelId} htmlFor={props.id} className={questionStyles.questionLabel}>
        {props.label}
      </label>
      {/* The search box is not a stop of the arrow keys: past the last result ArrowDown wraps to the first
          instead of leaving no option active (and Enter choosing nothing), as with a single result. */}
      <ComboboxProvider
        resetValueOnHide
        includesBaseElement={false}
        selectedValue={value}
        setSelectedValue={(code) => props.onChange(code)}
        setInputValue={(text) => startTransition(() => setSearch(text))}
        open={open}
        setOpen={setOpen}
      >
        <ComboboxSelect
          id={props.id}
          autoFocus={arrival !== undefined}
          ref={props.inputRef}
          className={widgetStyles.comboButton}
          disabled={props.disabled}
          onBlur={props.onBlur}
          aria-labelledby={`${labelId} ${props.id}`}
          aria-required={props.required || undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
        >
          <JurisdictionValue props={props} />
        </ComboboxSelect>
        <ComboboxPopover
          className={widgetStyles.comboPopover}
          gutter={4}
          sameWidth
          unmountOnHide
          aria-labelledby={labelId}
        >
          <div className={widgetStyles.comboSearch}>
            <ComboboxInput
              autoSelect
              className={widgetStyles.comboInput}
              aria-label={t('widgets.jurisdiction.search')}
              placeholder={t('widgets.jurisdiction.search')}
            />
          </div>
          <ComboboxList aria-labelledby={labelId}>
            <CountryOptions matches={matches} />
            {matches.length === 0 ? (
              <div className={widgetStyles.comboEmpty}>
                {t(names ? 'widgets.jurisdiction.noMatch' : 'widgets.jurisdiction.loading')}
              </div>
            ) : null}
          </ComboboxList>
        </ComboboxPopover>
      </ComboboxProvider>
    </>
  );
}

type Match = { id: string; value: string; option: CountryOption };

/** How many options on each side of the active one are always rendered, whatever the view. */
const AROUND_ACTIVE = 4;

/**
 * The options near the list's view (Ariakit's `ComboboxRenderer`), and always those next to the active one: the arrow
 * keys move among rendered options, and the view follows the active option only at the next frame, so keys pressed
 * faster than frames (a held key on a slow phone) would otherwise jump past the rendered ones to the list's last.
 */
function CountryOptions({ matches }: { matches: readonly Match[] }) {
  const store = useComboboxContext();
  const activeId = useStoreState(store, 'activeId');
  const around = useMemo(() => {
    const active = matches.findIndex((match) => match.id === activeId);
    if (active < 0) return undefined;
    const first = Math.max(0, active - AROUND_ACTIVE);
    const last = Math.min(matches.length - 1, active + AROUND_ACTIVE);
    return Array.from({ length: last - first + 1 }, (_, step) => first + step);
  }, [matches, activeId]);
  return (
    // ~2.7rem an option on one line; a long name on two is measured as it renders.
    <ComboboxRenderer items={matches} estimatedItemSize={43} overscan={6} persistentIndices={around}>
      {/* The renderer's `index` is its own (it is no attribute of an option). */}
      {({ option, value: code, index: _index, ...item }) => (
        <ComboboxItem key={item.id} {...item} value={code} className={widgetStyles.comboItem}>
          <span>{option.name}</span>
          <span className={widgetStyles.comboItemCode} aria-hidden="true">
            {option.code}
          </span>
        </ComboboxItem>
      )}
    </ComboboxRenderer>
  );
}
