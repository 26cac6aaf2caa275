import { textOf, type WidgetProps } from './types';

/** A date shown as text, read-only for now (the date pickers are a later issue). */
export function DateWidget({ id, name, label, value, onBlur, inputRef, required, invalid, describedBy }: WidgetProps) {
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
        readOnly
        value={textOf(value)}
        onBlur={onBlur}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </>
  );
}
