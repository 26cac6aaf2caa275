import { useTranslation } from 'react-i18next';
import { textOf, type WidgetProps } from './types';
import fieldStyles from '../../components/ui/field.module.css';
import questionStyles from '../renderer/question.module.css';

/** A radio group in a fieldset; the legend is the question label. The first radio carries the id. */
export function RadioWidget({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  required,
  invalid,
  describedBy,
  question,
}: WidgetProps) {
  const { t } = useTranslation();
  const current = textOf(value);
  const options = question.props?.options ?? [];
  return (
    <fieldset
      className={questionStyles.radioGroup}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className={questionStyles.questionLabel}>{label}</legend>
      <div
        className={
          options.length > 3
            ? questionStyles.radioGroupOptions
            : `${questionStyles.radioGroupOptions} ${questionStyles.radioGroupOptionsInline}`
        }
      >
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div className={fieldStyles.choice} key={option.value}>
              <input
                id={optionId}
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={current === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <label htmlFor={optionId}>{t(option.label)}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
