import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import type { BoxesInputProps } from './BoxesInput';
import { boxesEntry } from './boxes-entry';
import widgetStyles from './widgets.module.css';

/** The characters typed, as shown: each group's characters, the separator between groups ("521–44–7812"). */
export function maskedText(value: string, groups: readonly number[], separator: string): string {
  const parts: string[] = [];
  let index = 0;
  for (const size of groups) {
    if (index >= value.length) break;
    parts.push(value.slice(index, index + size));
    index += size;
  }
  // A separator follows a full group only once the next group has started, so Backspace never meets one.
  return parts.join(separator);
}

/** The characters a box would take, in order, from what is in the field (separators, spaces and refused characters dropped). */
function accepted(text: string, accept: BoxesInputProps['accept'], total: number): string {
  return [...text]
    .map((char) => accept(char))
    .filter((char): char is string => char !== null)
    .join('')
    .slice(0, total);
}

/**
 * The boxes' one-field form for narrow screens (a 44 px tap target where nine or sixteen boxes cannot each be
 * one): the same characters, rules and stored value — the accepted characters without separators — shown
 * with the groups' separators put in as the customer types. Deleting a separator deletes the character
 * before it; paste and autofill are cleaned the same way. The group and its label, description and id are
 * the boxes', so labels, error links and tests find it the same way.
 */
export function MaskedBoxesInput(props: BoxesInputProps) {
  const { groups, separator, accept, value } = props;
  const total = groups.reduce((sum, n) => sum + n, 0);
  const shown = maskedText(value, groups, separator);
  const field = useRef<HTMLInputElement | null>(null);
  // Where the caret goes after a change: after this many accepted characters.
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = field.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    const position = caretPosition(caret.current, groups, separator);
    input.setSelectionRange(position, position);
    caret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const before = accepted(text.slice(0, event.target.selectionStart ?? text.length), accept, total);
    let next = accepted(text, accept, total);
    let at = before.length;
    // Only a separator was deleted (Backspace right after one): delete the character before it instead.
    if (next === value && text.length < shown.length && at > 0) {
      next = value.slice(0, at - 1) + value.slice(at);
      at -= 1;
    }
    caret.current = at;
    if (next !== value) props.onChange(next);
  };

  return (
    <div
      role="group"
      className={
        props.invalid
          ? `${widgetStyles.boxes} ${widgetStyles.boxesMasked} ${widgetStyles.boxesInvalid}`
          : `${widgetStyles.boxes} ${widgetStyles.boxesMasked}`
      }
      aria-labelledby={props.labelledBy}
    >
      {props.prefix ? (
        <span className={widgetStyles.boxesPrefix} aria-hidden="true">
          {props.prefix}
        </span>
      ) : null}
      <input
        id={props.id}
        ref={(element) => {
          field.current = element;
          props.inputRef?.(element);
        }}
        className={widgetStyles.boxesMasked}
        {...boxesEntry(props.inputMode)}
        value={shown}
        maxLength={total + (groups.length - 1) * separator.length}
        onChange={onChange}
        onBlur={props.onBlur}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      />
    </div>
  );
}

/** Where the caret stands in the shown text after `count` characters: each group boundary before it adds a separator. */
export function caretPosition(count: number, groups: readonly number[], separator: string): number {
  let boundary = 0;
  let separators = 0;
  for (const size of groups.slice(0, -1)) {
    boundary += size;
    if (boundary < count) separators += 1;
  }
  return count + separators * separator.length;
}
