import type { WidgetProps } from './types';
import fieldStyles from '../../components/ui/field.module.css';
import questionStyles from '../renderer/question.module.css';

/** A single box; the answer is a boolean (the spec's 'true' string is accepted as ticked). */
export function CheckboxWidget({
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
}: WidgetProps) {
  return (
    <div className={`${fieldStyles.choice} ${questionStyles.choiceSingle}`}>
      <input
        id={id}
        name={name}
        ref={inputRef}
        type="checkbox"
        checked={value === true || value === 'true'}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className={questionStyles.questionLabel}>
        {label}
      </label>
    </div>
  );
}
