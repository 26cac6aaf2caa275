import { textOf, type WidgetProps } from './types';

export function TextWidget({ id, name, label, value, onChange, onBlur, inputRef, disabled, required, invalid, describedBy }: WidgetProps) {
  return (
    <>
      <label htmlFor={id} className="question__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        ref={inputRef}
        type="text"
        value={textOf(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
      />
    </>
  );
}
