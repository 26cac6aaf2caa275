import { formatDate, parseDate, type CalendarDate, type DateFormat } from '@taxcert/engine';
import { useEffect, useMemo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames as monthNamesOf, useDateLocale } from '../../lib/i18n/locale-format';
import type { ClearNotice } from './DatePickerWidget';
import { ageOf, dateFormatOf, dateKey, dateRangeOf, daysInMonth, today, type DateRange } from './dates';
import { textOf, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import questionStyles from '../renderer/question.module.css';

type Part = 'day' | 'month' | 'year';
type Parts = Partial<CalendarDate>;

/** The grid's columns follow the first part (day first: the sheet's default). */
const firstPartClass = {
  day: '',
  month: widgetStyles.dateDropdownMonthFirst,
  year: widgetStyles.dateDropdownYearFirst,
};
const orders: Readonly<Record<DateFormat, readonly Part[]>> = {
  'MM-dd-yyyy': ['month', 'day', 'year'],
  'dd-MM-yyyy': ['day', 'month', 'year'],
  'yyyy-MM-dd': ['year', 'month', 'day'],
};

/** Years listed without a minimum date (questionnaire-and-forms.md §9). */
export const YEARS_WITHOUT_MIN = 100;

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The years offered, latest first: up to the maximum (or this year), down to the minimum (or 100 years). */
export function yearOptions(limits: DateRange, now: Date = new Date()): number[] {
  const top = limits.max?.year ?? today(now).year;
  const bottom = limits.min?.year ?? top - YEARS_WITHOUT_MIN + 1;
  return range(bottom, top).reverse();
}

/** The months allowed in `year` (all when no year is chosen yet). */
export function monthOptions(limits: DateRange, year: number | undefined): number[] {
  const first = year !== undefined && limits.min?.year === year ? limits.min.month : 1;
  const last = year !== undefined && limits.max?.year === year ? limits.max.month : 12;
  return range(first, last);
}

/** The days that exist in the month and year (29 February only in leap years) and are in range. */
export function dayOptions(limits: DateRange, year: number | undefined, month: number | undefined): number[] {
  const length = month === undefined ? 31 : daysInMonth(year ?? 2000, month);
  const atMin = year !== undefined && month !== undefined && limits.min?.year === year && limits.min.month === month;
  const atMax = year !== undefined && month !== undefined && limits.max?.year === year && limits.max.month === month;
  return range(
    atMin && limits.min ? limits.min.day : 1,
    atMax && limits.max ? Math.min(length, limits.max.day) : length,
  );
}

const toParts = (text: string, format: DateFormat): Parts => parseDate(text, format) ?? {};
const complete = (parts: Parts): parts is CalendarDate =>
  parts.day !== undefined && parts.month !== undefined && parts.year !== undefined;

/** Why a complete date is outside the limits, or null. */
function outside(date: CalendarDate, limits: DateRange, format: DateFormat, text: string): ClearNotice | null {
  if (limits.min && dateKey(date) < dateKey(limits.min))
    return { key: 'widgets.date.cleared.beforeMin', values: { date: text, min: formatDate(limits.min, format) } };
  if (limits.max && dateKey(date) > dateKey(limits.max))
    return { key: 'widgets.date.cleared.afterMax', values: { date: text, max: formatDate(limits.max, format) } };
  return null;
}

/**
 * The day / month / year dropdown date (questionnaire-and-forms.md §5): stored in `props.format` (default MM-dd-yyyy), the
 * selects in that order. Only possible dates are offered: days missing from the chosen month are
 * removed, and with a minimum and maximum (`props.minDate` / `props.maxDate`, or the question's
 * `dateWindow` rule) only dates in range; up to 100 years are listed without a minimum. The answer is
 * set once all three parts are chosen. A part that becomes impossible (29 February, then 2023) and a
 * stored value out of range are cleared with a message naming them; leaving the group with a partial
 * date says that nothing is saved yet. Below, how long ago the date was.
 */
export function DateDropdownWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation();
  const { onChange, question } = props;
  const format = dateFormatOf(question, 'MM-dd-yyyy');
  const text = textOf(props.value);
  const limits = dateRangeOf(question);
  const [parts, setParts] = useState<Parts>(() => toParts(text, format));
  const [synced, setSynced] = useState(text);
  const [notice, setNotice] = useState<ClearNotice | null>(null);
  if (text !== synced) {
    setSynced(text);
    const current = complete(parts) ? formatDate(parts, format) : '';
    if (text !== current) setParts(toParts(text, format));
  }

  // A stored value that is not a date in the format, or is out of range, is cleared and said so.
  const minKey = limits.min ? dateKey(limits.min) : 0;
  const maxKey = limits.max ? dateKey(limits.max) : 0;
  useEffect(() => {
    if (text === '') return;
    const date = parseDate(text, format);
    const current = dateRangeOf(question);
    const reason = date
      ? outside(date, current, format, text)
      : { key: 'widgets.date.cleared.invalid', values: { date: text } };
    if (reason) {
      setNotice(reason);
      onChange('');
    }
  }, [text, format, minKey, maxKey, question, onChange]);

  // The month's number until the language's date locale has loaded (the screen preloads it: in practice never).
  const datesReady = useDateLocale(i18n.language) === 'ready';
  const monthNames = useMemo(() => (datesReady ? monthNamesOf(i18n.language) : []), [datesReady, i18n.language]);

  const choose = (part: Part, raw: string) => {
    const next: Parts = { ...parts, [part]: raw === '' ? undefined : Number(raw) };
    let reason: ClearNotice | null = null;
    if (next.month !== undefined && !monthOptions(limits, next.year).includes(next.month)) {
      reason = {
        key: 'widgets.date.cleared.month',
        values: { month: monthNames[next.month - 1] ?? '', year: String(next.year) },
      };
      next.month = undefined;
    }
    if (next.day !== undefined && !dayOptions(limits, next.year, next.month).includes(next.day)) {
      reason ??= { key: 'widgets.date.cleared.day', values: { day: String(next.day) } };
      next.day = undefined;
    }
    setParts(next);
    setNotice(reason);
    const value = complete(next) ? formatDate(next, format) : '';
    setSynced(value);
    if (value !== text) onChange(value);
  };

  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    const chosen = [parts.day, parts.month, parts.year].filter((part) => part !== undefined).length;
    if (chosen > 0 && chosen < 3) setNotice({ key: 'widgets.date.incomplete' });
    props.onBlur();
  };

  const options: Readonly<Record<Part, { value: number; label: string }[]>> = {
    day: dayOptions(limits, parts.year, parts.month).map((day) => ({ value: day, label: String(day) })),
    month: monthOptions(limits, parts.year).map((month) => ({
      value: month,
      label: monthNames[month - 1] ?? String(month),
    })),
    year: yearOptions(limits).map((year) => ({ value: year, label: String(year) })),
  };
  const age = complete(parts) ? ageOf(parts) : undefined;
  const ageId = `${props.id}-age`;
  const noticeId = `${props.id}-notice`;
  const describedBy =
    [props.describedBy, age ? ageId : undefined, notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={questionStyles.radioGroup} disabled={props.disabled} onBlur={onGroupBlur}>
      <legend className={questionStyles.questionLabel}>{props.label}</legend>
      <div className={`${widgetStyles.dateDropdown} ${firstPartClass[orders[format][0]!]}`}>
        {orders[format].map((part, index) => {
          const id = index === 0 ? props.id : `${props.id}-${part}`;
          return (
            <div className={widgetStyles.dateDropdownPart} key={part}>
              <label htmlFor={id}>{t(`widgets.date.${part}`)}</label>
              <select
                id={id}
                name={index === 0 ? props.name : undefined}
                ref={index === 0 ? props.inputRef : undefined}
                value={parts[part] === undefined ? '' : String(parts[part])}
                onChange={(event) => choose(part, event.target.value)}
                aria-required={props.required || undefined}
                aria-invalid={props.invalid || undefined}
                aria-describedby={describedBy}
              >
                <option value="">{t('widgets.date.choose')}</option>
                {options[part].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <p id={ageId} className={widgetStyles.dateDropdownAge}>
        {age
          ? age.count === 0
            ? t('widgets.date.age.today')
            : t(`widgets.date.age.${age.unit}`, { count: age.count })
          : null}
      </p>
      <p id={noticeId} role="alert" className={`${widgetStyles.widgetMessage} ${widgetStyles.widgetMessageWarning}`}>
        {notice ? t(notice.key, notice.values) : null}
      </p>
    </fieldset>
  );
}
