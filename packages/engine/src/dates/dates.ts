import type { DateFormat } from '../types/definition';

/** A calendar date. */
export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const patterns: Readonly<
  Record<
    DateFormat,
    { re: RegExp; order: readonly ['year' | 'month' | 'day', 'year' | 'month' | 'day', 'year' | 'month' | 'day'] }
  >
> = {
  'dd-MM-yyyy': { re: /^(\d{2})-(\d{2})-(\d{4})$/, order: ['day', 'month', 'year'] },
  'MM-dd-yyyy': { re: /^(\d{2})-(\d{2})-(\d{4})$/, order: ['month', 'day', 'year'] },
  'yyyy-MM-dd': { re: /^(\d{4})-(\d{2})-(\d{2})$/, order: ['year', 'month', 'day'] },
};

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date written in `format`, or undefined when the text is not a real calendar date. */
export function parseDate(text: string, format: DateFormat): CalendarDate | undefined {
  const { re, order } = patterns[format];
  const match = re.exec(text.trim());
  if (!match) return undefined;
  const parts: CalendarDate = { year: 0, month: 0, day: 0 };
  order.forEach((field, i) => {
    parts[field] = Number(match[i + 1]);
  });
  if (parts.year < 1 || parts.month < 1 || parts.month > 12 || parts.day < 1) return undefined;
  if (parts.day > daysInMonth(parts.year, parts.month)) return undefined;
  return parts;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The date written in `format`. */
export function formatDate(date: CalendarDate, format: DateFormat): string {
  const dd = pad(date.day, 2);
  const mm = pad(date.month, 2);
  const yyyy = pad(date.year, 4);
  if (format === 'dd-MM-yyyy') return `${dd}-${mm}-${yyyy}`;
  if (format === 'MM-dd-yyyy') return `${mm}-${dd}-${yyyy}`;
  return `${yyyy}-${mm}-${dd}`;
}

/** A date text converted between formats, or undefined when it is not a date in `from`. */
export function convertDate(text: string, from: DateFormat, to: DateFormat): string | undefined {
  const date = parseDate(text, from);
  return date ? formatDate(date, to) : undefined;
}

/** The UTC calendar day of an instant. */
export function calendarDay(instant: Date): CalendarDate {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** A sortable number for a date (yyyymmdd). */
export function dateKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

/** The day `years` years and `days` days before `from` (29 February falls back to 28 February). */
export function shiftBack(from: CalendarDate, years: number, days: number): CalendarDate {
  const year = from.year - years;
  const day = Math.min(from.day, daysInMonth(year, from.month));
  const instant = new Date(0);
  instant.setUTCFullYear(year, from.month - 1, day);
  instant.setUTCDate(instant.getUTCDate() - days);
  return calendarDay(instant);
}

export function isDateFormat(value: string): value is DateFormat {
  return value in patterns;
}
