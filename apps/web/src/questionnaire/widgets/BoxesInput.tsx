import {
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefCallback,
} from 'react';
import { useIsPhone } from '../renderer/display-mode';
import { MaskedBoxesInput } from './MaskedBoxesInput';
import { boxesEntry } from './boxes-entry';
import widgetStyles from './widgets.module.css';

export interface BoxesInputProps {
  /** DOM id of the first box (labels and result links point at it). */
  id: string;
  /** Id of the element naming the whole group. */
  labelledBy: string;
  describedBy: string | undefined;
  /** The characters typed so far, without separators. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: RefCallback<HTMLElement> | undefined;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  /** Box counts of the groups, e.g. [3, 2, 4] for an SSN. */
  groups: readonly number[];
  /** Drawn between groups (hidden from assistive technology; the format is in the description). */
  separator: string;
  /** Shown before the first box (e.g. 'T-'). */
  prefix?: ReactNode;
  /** One typed character as stored (e.g. upper-cased), or null when the box does not take it. */
  accept: (char: string) => string | null;
  /** Accessible name of box n (1-based) of total. */
  boxLabel: (n: number, total: number) => string;
  inputMode: 'numeric' | 'text';
}

const toSlots = (value: string, total: number): string[] => Array.from({ length: total }, (_, i) => value[i] ?? '');

/**
 * One character per box: typing fills a box and moves on, paste fills every box, Backspace on an
 * empty box moves back and clears that one, arrows, Home and End move between boxes. The stored value
 * is the filled boxes joined (so a gap shortens it, and the length rule reports it); the boxes keep
 * their positions while the customer corrects one of them. At phone width, one masked field (MaskedBoxesInput).
 */
export function BoxesInput(props: BoxesInputProps) {
  // At phone width the boxes cannot each be a 44 px tap target: one field with the same rules instead.
  return useIsPhone() ? <MaskedBoxesInput {...props} /> : <Boxes {...props} />;
}

function Boxes(props: BoxesInputProps) {
  const { groups, value, accept } = props;
  const total = groups.reduce((sum, n) => sum + n, 0);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [slots, setSlots] = useState(() => toSlots(value, total));
  const [synced, setSynced] = useState(value);
  // A value set from outside (reset, pre-fill, a cleared hidden answer) replaces the boxes.
  if (value !== synced || slots.length !== total) {
    setSynced(value);
    if (value !== slots.join('') || slots.length !== total) setSlots(toSlots(value, total));
  }

  const commit = (next: string[]) => {
    const joined = next.join('');
    setSlots(next);
    setSynced(joined);
    if (joined !== value) props.onChange(joined);
  };

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(total - 1, index))];
    box?.focus();
    box?.select();
  };

  const acceptAll = (text: string): string[] =>
    [...text].map((char) => accept(char)).filter((char): char is string => char !== null);

  /** Writes characters from box `start` on; returns the index after the last one written. */
  const fill = (chars: string[], start: number): number => {
    const next = [...slots];
    let index = start;
    for (const char of chars) {
      if (index >= total) break;
      next[index] = char;
      index += 1;
    }
    commit(next);
    return index;
  };

  const onInput = (index: number, raw: string) => {
    const chars = acceptAll(raw);
    if (raw === '') {
      const next = [...slots];
      next[index] = '';
      commit(next);
      return;
    }
    if (chars.length === 0) return; // a character this box does not take: the box keeps its content
    // One new character (the box content is selected on focus, so typing replaces it). Several come
    // from autofill or a mobile keyboard's paste: spread them like a paste.
    const typed = chars.length === 2 && slots[index] ? [chars[1] as string] : chars;
    const after = fill(typed, index);
    focusBox(after);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      focusBox(to);
    };
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const next = [...slots];
        if (next[index]) {
          next[index] = '';
          commit(next);
        } else if (index > 0) {
          next[index - 1] = '';
          commit(next);
          focusBox(index - 1);
        }
        return;
      }
      case 'Delete': {
        event.preventDefault();
        const next = [...slots];
        next[index] = '';
        commit(next);
        return;
      }
      case 'ArrowLeft':
        return move(index - 1);
      case 'ArrowRight':
        return move(index + 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(total - 1);
      default:
        return;
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const chars = acceptAll(event.clipboardData.getData('text'));
    if (chars.length === 0) return;
    // A whole value fills every box from the first; a shorter piece continues from this box.
    const start = chars.length >= total ? 0 : index;
    const after = fill(chars, start);
    focusBox(after);
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) props.onBlur();
  };

  let index = 0;
  const rendered: ReactNode[] = [];
  groups.forEach((size, groupIndex) => {
    if (groupIndex > 0) {
      rendered.push(
        <span key={`sep-${groupIndex}`} className={widgetStyles.boxesSeparator} data-separator="" aria-hidden="true">
          {props.separator}
        </span>,
      );
    }
    const members: ReactNode[] = [];
    for (let i = 0; i < size; i += 1) {
      const boxIndex = index;
      members.push(
        <input
          key={boxIndex}
          id={boxIndex === 0 ? props.id : `${props.id}-${boxIndex + 1}`}
          ref={(element) => {
            boxes.current[boxIndex] = element;
            if (boxIndex === 0) props.inputRef?.(element);
          }}
          className={widgetStyles.boxesBox}
          {...boxesEntry(props.inputMode)}
          value={slots[boxIndex] ?? ''}
          onChange={(event) => onInput(boxIndex, event.target.value)}
          onKeyDown={(event) => onKeyDown(boxIndex, event)}
          onPaste={(event) => onPaste(boxIndex, event)}
          onFocus={(event) => event.target.select()}
          disabled={props.disabled}
          aria-label={props.boxLabel(boxIndex + 1, total)}
          aria-required={props.required || undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={boxIndex === 0 ? props.describedBy : undefined}
        />,
      );
      index += 1;
    }
    rendered.push(
      <span key={`group-${groupIndex}`} className={widgetStyles.boxesGroup} data-boxes-group="">
        {members}
      </span>,
    );
  });

  return (
    <div
      role="group"
      className={props.invalid ? `${widgetStyles.boxes} ${widgetStyles.boxesInvalid}` : widgetStyles.boxes}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      onBlur={onGroupBlur}
    >
      {props.prefix ? (
        <span className={widgetStyles.boxesPrefix} aria-hidden="true">
          {props.prefix}
        </span>
      ) : null}
      {rendered}
    </div>
  );
}
