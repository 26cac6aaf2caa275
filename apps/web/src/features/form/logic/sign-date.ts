import { GROUP_SIGN_DATE_FORMAT, signDateFormatOf } from '@taxcert/forms';
import { formatToday } from '../../../lib/i18n/today';

/** The sign dialog's date format of a form type (app-shell.md §5), as its catalogue entry declares it. */
export function signDateFormat(formType: string): string {
  return signDateFormatOf(formType);
}

/** The sign date of a form type's sign dialog, today. */
export const signDateOf = (formType: string, now: Date = new Date()): string =>
  formatToday(signDateFormat(formType), now);

/** The sign date of a form group's sign dialog (e.g. "March 07, 2026"), today; reused by the group screen. */
export const groupSignDate = (now: Date = new Date()): string => formatToday(GROUP_SIGN_DATE_FORMAT, now);
