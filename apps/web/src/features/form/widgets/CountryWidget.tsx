import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './countries';
import { textOf, type WidgetProps } from './types';

export function CountryWidget({ id, name, label, value, onChange, onBlur, inputRef, disabled, required, invalid, describedBy }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <>
      <label htmlFor={id} className="question__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        ref={inputRef}
        value={textOf(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="country"
      >
        <option value="">{t('form.selectCountry')}</option>
        {options.map(([code, countryName]) => (
          <option key={code} value={code}>
            {countryName}
          </option>
        ))}
      </select>
    </>
  );
}
