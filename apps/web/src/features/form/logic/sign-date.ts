import { formCatalogue, GROUP_SIGN_DATE_FORMAT, isCatalogued } from '@taxcert/forms';
import { format } from 'date-fns';
import { cappedToday } from './today';

/**
 * The sign dialog's date format of a form type (app-shell.md §5): MM-dd-yyyy for W-8 and W-9, dd-MM-yyyy
 * for CRS (and FATCA CRS), yyyy-MM-dd for rc518 and rc519.
 */
export function signDateFormat(formType: string): string {
  if (!isCatalogued(formType)) return 'MM-dd-yyyy';
  const family = formCatalogue[formType].family;
  if (family === 'RC') return 'yyyy-MM-dd';
  if (family === 'CRS' || family === 'FATCA CRS') return 'dd-MM-yyyy';
  return 'MM-dd-yyyy';
}

/** Today (capped at the UTC date when the local date is ahead) in a sign-date format. */
export function formatSignDate(dateFormat: string, now: Date = new Date()): string {
  return format(cappedToday(now), dateFormat);
}

/** The sign date of a form type's sign dialog, today. */
export const signDateOf = (formType: string, now: Date = new Date()): string => formatSignDate(signDateFormat(formType), now);

/** The sign date of a form group's sign dialog (e.g. "March 07, 2026"), today; reused by the group screen. */
export const groupSignDate = (now: Date = new Date()): string => formatSignDate(GROUP_SIGN_DATE_FORMAT, now);
