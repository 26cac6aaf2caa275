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
import { startTransition, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JurisdictionValue, useCountryOptions, type Arrival } from './JurisdictionWidget';
import { searchable } from './search';
import type { WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import questionStyles from '../renderer/question.module.css';

/**
 * Jurisdiction dropdown (questionnaire-and-forms.md §5): a listbox of countries by ISO alpha-2 code with a search field
 * (Ariakit Select + Combobox: keyboard, focus and announcements are the library's). Names come from
 * i18n-iso-countries in the interface language, loaded on first use. `props.countries` ('treaty' or
 * 'annexII') restricts the list with the lists of ReferenceDataContext.
 */
export function JurisdictionPicker({ arrival, ...props }: WidgetProps & { arrival?: Arrival }) {
  const { t } = useTranslation();
  const { names, options, value } = useCountryOptions(props);
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const needle = searchable(search);
    return needle ? options.filter((option) => option.terms.some((term) => term.includes(needle))) : options;
  }, [options, search]);
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
        setValue={(text) => startTransition(() => setSearch(text))}
        {...(arrival === 'open' ? { defaultOpen: true } : {})}
      >
        <SelectProvider value={value} setValue={(code) => props.onChange(code)}>
          <Select
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
          </Select>
          <SelectPopover
            className={widgetStyles.comboPopover}
            gutter={4}
            sameWidth
            unmountOnHide
            aria-labelledby={labelId}
          >
            <div className={widgetStyles.comboSearch}>
              <Combobox
                autoSelect
                className={widgetStyles.comboInput}
                aria-label={t('widgets.jurisdiction.search')}
                placeholder={t('widgets.jurisdiction.search')}
              />
            </div>
            <ComboboxList aria-labelledby={labelId}>
              {matches.map((option) => (
                <SelectItem
                  key={option.code}
                  value={option.code}
                  className={widgetStyles.comboItem}
                  render={<ComboboxItem />}
                >
                  <span>{option.name}</span>
                  <span className={widgetStyles.comboItemCode} aria-hidden="true">
                    {option.code}
                  </span>
                </SelectItem>
              ))}
              {matches.length === 0 ? (
                <div className={widgetStyles.comboEmpty}>
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
