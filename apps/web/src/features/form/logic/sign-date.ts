import { GROUP_SIGN_DATE_FORMAT, signDateFormatOf } from '@taxcert/forms';
import { format } from 'date-fns';
import { cappedToday } from '../../../lib/today';

/** The sign dialog's date format of a form type (app-shell.md §5), as its catalogue entry declares it. */
export function signDateFormat(formType: string): string {
  return signDateFormatOf(formType);
}

/** Today (capped at the UTC date when the local date is ahead) in a sign-date format. */
export function formatSignDate(dateFormat: string, now: Date = new Date()): string {
  return format(cappedToday(now), dateFormat);
}

/** The sign date of a form type's sign dialog, today. */
export const signDateOf = (formType: string, now: Date = new Date()): string =>
  formatSignDate(signDateFormat(formType), now);

/** The sign date of a form group's sign dialog (e.g. "March 07, 2026"), today; reused by the group screen. */
export const groupSignDate = (now: Date = new Date()): string => formatSignDate(GROUP_SIGN_DATE_FORMAT, now);
