import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './countries';
import { FieldLabel } from './FieldLabel';
import { controlProps, type WidgetProps } from './types';

export function CountryWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <select {...controlProps(props)} autoComplete="country">
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
