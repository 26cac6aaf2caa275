import { useTranslation } from 'react-i18next';
import { textOf, type WidgetProps } from './types';

export function SelectWidget({ id, name, label, value, onChange, onBlur, inputRef, disabled, required, invalid, describedBy, question }: WidgetProps) {
  const { t } = useTranslation();
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
      >
        <option value="">{t('form.selectPlaceholder')}</option>
        {(question.props?.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </>
  );
}
