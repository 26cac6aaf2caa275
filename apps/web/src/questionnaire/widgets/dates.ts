import {
  formatDate,
  isDateFormat,
  parseDate,
  type CalendarDate,
  type DateFormat,
  type QuestionDef,
} from '@taxcert/engine';
import { differenceInDays, differenceInMonths, differenceInYears } from 'date-fns';

/** A calendar date → a local-midnight Date (for date-fns). */
export const toLocalDate = (date: CalendarDate): Date => {
  const local = new Date(2000, 0, 1);
  local.setFullYear(date.year, date.month - 1, date.day);
  return local;
};

/** Today in the customer's calendar. */
export const today = (now: Date = new Date()): CalendarDate => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
  day: now.getDate(),
});

/** A sortable number (yyyymmdd). */
export const dateKey = (date: CalendarDate): number => date.year * 10000 + date.month * 100 + date.day;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `days` days before `date` (negative: after). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const local = toLocalDate(date);
  local.setDate(local.getDate() + days);
  return today(local);
}

/** `years` years before `date` (29 February falls back to 28 February). */
export function yearsBefore(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

export const iso = (date: CalendarDate): string => formatDate(date, 'yyyy-MM-dd');
export const parseIso = (text: unknown): CalendarDate | undefined =>
  typeof text === 'string' ? parseDate(text, 'yyyy-MM-dd') : undefined;

/** The question's date format (`props.format`), or `fallback`. */
export function dateFormatOf(question: QuestionDef, fallback: DateFormat): DateFormat {
  const format = question.props?.format;
  return format && isDateFormat(format) ? format : fallback;
}

/**
 * A string prop the engine's QuestionProps does not declare yet (`minDate`, `maxDate`, yyyy-MM-dd).
 * Read defensively so the widget works before and after the engine adds them.
 */
function extraDateProp(question: QuestionDef, name: 'minDate' | 'maxDate'): CalendarDate | undefined {
  const props = question.props as Record<string, unknown> | undefined;
  return parseIso(props?.[name]);
}

export interface DateRange {
  min?: CalendarDate | undefined;
  max?: CalendarDate | undefined;
}

/**
 * The dates a question allows: `props.minDate` / `props.maxDate` (yyyy-MM-dd) when given, else the
 * window of its `dateWindow` rule (e.g. a birth date: 125 years ago to yesterday), so the dropdowns
 * offer exactly what the rules accept. Rules given as a function of the answers are not read.
 */
export function dateRangeOf(question: QuestionDef, now: Date = new Date()): DateRange {
  const range: DateRange = { min: extraDateProp(question, 'minDate'), max: extraDateProp(question, 'maxDate') };
  const rules = Array.isArray(question.rules) ? question.rules : [];
  const current = today(now);
  for (const rule of rules) {
    if (rule.kind !== 'dateWindow') continue;
    const min = rule.min
      ? parseIso(rule.min)
      : rule.minYearsAgo !== undefined
        ? yearsBefore(current, rule.minYearsAgo)
        : undefined;
    const max = rule.max
      ? parseIso(rule.max)
      : rule.maxDaysAgo !== undefined
        ? addDays(current, -rule.maxDaysAgo)
        : undefined;
    range.min ??= min;
    range.max ??= max;
  }
  return range;
}

export type AgeUnit = 'days' | 'months' | 'years';

/** How long ago a date was (questionnaire-and-forms.md §5): days under a month, months under a year, then years. */
export function ageOf(date: CalendarDate, now: Date = new Date()): { unit: AgeUnit; count: number } | undefined {
  const then = toLocalDate(date);
  const start = toLocalDate(today(now));
  const days = differenceInDays(start, then);
  if (days < 0) return undefined;
  const months = differenceInMonths(start, then);
  if (months < 1) return { unit: 'days', count: days };
  const years = differenceInYears(start, then);
  if (years < 1) return { unit: 'months', count: months };
  return { unit: 'years', count: years };
}
