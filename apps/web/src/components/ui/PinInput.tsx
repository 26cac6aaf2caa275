import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import pinInput from './pin-input.module.css';

/** PIN length (app-shell.md §9). */
export const PIN_LENGTH = 6;
/** Boxes are grouped 2-2-2: a gap follows positions 1 and 3 (0-based). */
const GAP_AFTER = new Set([1, 3]);

/** Keeps digits only, at most six. */
export function normalisePin(text: string): string {
  return text.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

/**
 * Six one-character boxes split 2-2-2 (app-shell.md §4 "PIN entry"). Typing moves on, Backspace moves
 * back, a paste or a one-time-code autofill (the first box has autocomplete="one-time-code") fills every
 * box at once. Controlled: `value` is the PIN typed so far.
 */
export function PinInput({
  value,
  onChange,
  legend,
  digitLabel,
  disabled = false,
  autoFocus = false,
}: {
  value: string;
  onChange: (pin: string) => void;
  legend: string;
  /** Accessible name of a box, e.g. (n) => `Digit ${n} of 6`. */
  digitLabel: (position: number) => string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: PIN_LENGTH }, (_, i) => value[i] ?? '');

  function focus(index: number) {
    boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))]?.focus();
  }

  function setFrom(index: number, text: string) {
    const typed = text.replace(/\D/g, '');
    if (typed.length > 1) {
      // Paste or one-time-code autofill: spread over the boxes from this one (from the first when 6 digits).
      const start = typed.length >= PIN_LENGTH ? 0 : index;
      const next = normalisePin(value.slice(0, start) + typed);
      onChange(next);
      focus(next.length);
      return;
    }
    const chars = [...digits];
    chars[index] = typed;
    const next = normalisePin(chars.join(''));
    onChange(next);
    if (typed) focus(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const chars = [...digits];
      chars[index - 1] = '';
      onChange(normalisePin(chars.join('')));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    setFrom(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset className={pinInput.pinInput} disabled={disabled}>
      <legend className={pinInput.pinInputLegend} id={`${id}-legend`}>
        {legend}
      </legend>
      <div className={pinInput.pinInputBoxes}>
        {digits.map((digit, index) => (
          <span key={index} className={pinInput.pinInputCell} data-gap={GAP_AFTER.has(index) || undefined}>
            <input
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className={pinInput.pinInputBox}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={digitLabel(index + 1)}
              value={digit}
              // The first box takes a whole autofilled code; the others one digit.
              maxLength={index === 0 ? PIN_LENGTH : 1}
              autoFocus={autoFocus && index === 0}
              onChange={(event) => setFrom(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          </span>
        ))}
      </div>
    </fieldset>
  );
}
