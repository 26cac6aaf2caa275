import { textOf, type WidgetProps } from './types';

/**
 * A taxpayer identification number: one numeric input, digits only, at most `props.length` (9). The
 * one-box-per-digit input with SSN/EIN grouping is a later issue.
 */
export function TinWidget({ id, name, label, value, onChange, onBlur, inputRef, disabled, required, invalid, describedBy, question }: WidgetProps) {
  const length = question.props?.length ?? 9;
  return (
    <>
      <label htmlFor={id} className="question__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        ref={inputRef}
        className="input--tin"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={length}
        pattern="[0-9]*"
        value={textOf(value)}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </>
  );
}
