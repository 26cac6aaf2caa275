import { format, isValid, parse } from 'date-fns';
import { catalogueEntry, GROUP_SIGN_DATE_FORMAT } from './catalogue';

/**
 * The last day a signed form is valid (yyyy-MM-dd): 31 December of its catalogue entry's `validForYears`
 * after the year it was signed; null when it does not expire or the type is unknown.
 */
export function validUntil(formType: string, signedAt: Date): string | null {
  const years = catalogueEntry(formType)?.validForYears;
  return years === undefined || years === null ? null : `${signedAt.getUTCFullYear() + years}-12-31`;
}

/**
 * The calendar day (as UTC midnight) a form was signed on, read from the date written on it: in the form's
 * own date format, or in the group's when it was signed in a group. This, not the server's UTC time of
 * signing, is the date the validity counts from: a signer in New York at 19:00 on 31 December signs in
 * that year, though it is already the next one in UTC. Null when the text is in neither format.
 */
export function signedDay(signDate: unknown, dateFormat: string): Date | null {
  if (typeof signDate !== 'string') return null;
  for (const pattern of [dateFormat, GROUP_SIGN_DATE_FORMAT]) {
    const day = parse(signDate.trim(), pattern, new Date(2000, 0, 1));
    if (isValid(day)) return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
  }
  return null;
}

/**
 * The sign date as a form's own box states it (one date per box): a group signed "November 28, 2026"
 * (the group's sign format, app-shell.md §5) writes 11-28-2026 into a W-8BEN's "Date (MM-DD-YYYY)" and 28-11-2026
 * into a CRS form's. A text in neither format is kept as it is.
 */
export function signDateOnForm(signDate: string, dateFormat: string): string {
  const day = signedDay(signDate, dateFormat);
  return day ? format(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()), dateFormat) : signDate;
}
