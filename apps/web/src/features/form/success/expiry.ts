import { catalogueEntry, signedDay, validUntil } from '@taxcert/forms';
import { isValid } from 'date-fns';

/** A calendar date (UTC midnight) from a yyyy-MM-dd text. */
function utcDate(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/**
 * The day a signed form was signed: the date of its signature section (in the form's date format, e.g.
 * MM-dd-yyyy for W forms, or the group's when signed in a group), else the day of its last workflow change
 * (UTC). Null when neither is known.
 */
export function signedOn(formType: string, signatureDate: unknown, updatedAt: string | null): Date | null {
  const entry = catalogueEntry(formType);
  const day = entry ? signedDay(signatureDate, entry.dateFormat) : null;
  if (day) return day;
  const at = updatedAt ? new Date(updatedAt) : null;
  return at && isValid(at) ? at : null;
}

/**
 * The last day a signed form is valid (signatures-and-validity.md §1: W-8BEN, -BEN-E, -ECI, -EXP stay valid
 * until 31 December of the third calendar year after signing), as a UTC calendar date; null when the form
 * type does not expire or the sign date is unknown. The rule itself is packages/forms' `validUntil`.
 */
export function expiryOf(formType: string, signed: Date | null): Date | null {
  if (!signed) return null;
  const until = validUntil(formType, signed);
  return until ? utcDate(until) : null;
}
