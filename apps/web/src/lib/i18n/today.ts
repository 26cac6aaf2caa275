import { format } from 'date-fns';

/**
 * Today's calendar date for signing, capped at the UTC date when the local date is ahead of it
 * (app-shell.md §4): a customer east of Greenwich never signs "tomorrow" from the server's view.
 * Returned as a local midnight, ready for date-fns `format`.
 */
export function cappedToday(now: Date = new Date()): Date {
  const local = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const utc = new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return local.getTime() > utc.getTime() ? utc : local;
}

/** {@link cappedToday} in a form's date format (e.g. MM-dd-yyyy for W forms). */
export function formatToday(dateFormat: string, now: Date = new Date()): string {
  return format(cappedToday(now), dateFormat);
}
