import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateKey, dateRangeOf, iso, parseIso, today, type DateRange } from './dates';
import { FieldLabel } from './FieldLabel';
import { textOf, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';

/** Why a value was cleared: a message key and its values. */
export interface ClearNotice {
  key: string;
  values?: Record<string, string>;
}

/** The reason a complete yyyy-MM-dd value is not allowed, or null when it is. */
export function outOfRange(text: string, range: DateRange, now: Date = new Date()): ClearNotice | null {
  const date = parseIso(text);
  if (!date) return { key: 'widgets.date.cleared.invalid', values: { date: text } };
  const todayKey = dateKey(today(now));
  const max = range.max && dateKey(range.max) < todayKey ? range.max : undefined;
  if (dateKey(date) > todayKey) return { key: 'widgets.date.cleared.future', values: { date: text } };
  if (max && dateKey(date) > dateKey(max))
    return { key: 'widgets.date.cleared.afterMax', values: { date: text, max: iso(max) } };
  if (range.min && dateKey(date) < dateKey(range.min))
    return { key: 'widgets.date.cleared.beforeMin', values: { date: text, min: iso(range.min) } };
  return null;
}

/**
 * The date picker (questionnaire-and-forms.md §5): yyyy-MM-dd, no future date (max today, or the question's own maximum),
 * Backspace clears. A value that is out of range or incomplete when the customer leaves the field is
 * cleared (§4) and an alert says why, naming what was typed. The native date input gives the
 * calendar and keyboard entry on every platform.
 */
export function DatePickerWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { onChange, question } = props;
  const text = textOf(props.value);
  const [notice, setNotice] = useState<ClearNotice | null>(null);
  const range = dateRangeOf(question);
  const todayIso = iso(today());
  const max = range.max && iso(range.max) < todayIso ? iso(range.max) : todayIso;
  const noticeId = `${props.id}-cleared`;
  const hintId = `${props.id}-format`;

  // A value that arrives out of range (pre-fill, a stored answer) is cleared the same way, and said so.
  // Not while the customer types: a year typed digit by digit passes through out-of-range values.
  const minIso = range.min ? iso(range.min) : '';
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (text === '' || focused) return;
    const reason = outOfRange(text, { min: parseIso(minIso), max: parseIso(max) });
    if (reason) {
      setNotice(reason);
      onChange('');
    }
  }, [text, minIso, max, focused, onChange]);

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    setFocused(false);
    // Chromium marks a half-typed date as bad input (its value is then ''); other engines expose nothing.
    if (input.validity.badInput) {
      input.value = '';
      setNotice({ key: 'widgets.date.cleared.incomplete' });
    }
    props.onBlur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    event.preventDefault();
    event.currentTarget.value = '';
    setNotice(null);
    if (text !== '') onChange('');
  };

  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <span id={hintId} className="visually-hidden">
        {t('widgets.date.pickerHint')}
      </span>
      <input
        id={props.id}
        name={props.name}
        ref={props.inputRef}
        className={widgetStyles.datePicker}
        type="date"
        value={text}
        min={range.min ? iso(range.min) : undefined}
        max={max}
        onChange={(event) => {
          setNotice(null);
          onChange(event.target.value);
        }}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={[hintId, props.describedBy, notice ? noticeId : undefined].filter(Boolean).join(' ')}
      />
      <p id={noticeId} role="alert" className={`${widgetStyles.widgetMessage} ${widgetStyles.widgetMessageWarning}`}>
        {notice ? t(notice.key, notice.values) : null}
      </p>
    </>
  );
}
