import { format as formatDate, isValid, parse } from 'date-fns';

/**
 * The calendar day (UTC midnight) a date of signing names when it is written exactly in `pattern` — the sign
 * dialog's format of the form type (catalogue `signDateFormat`) or of a group (`GROUP_SIGN_DATE_FORMAT`): the day
 * written back in the pattern gives the same text, so "1-2-2026", "2026-02-30" or "yesterday" name no day. Null
 * otherwise.
 */
export function signDateDay(text: string, pattern: string): Date | null {
  const day = parse(text, pattern, new Date(2000, 0, 1));
  if (!isValid(day) || formatDate(day, pattern) !== text) return null;
  return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
}

/** A UTC calendar day written in `pattern` (the sign dialog's format), e.g. for a message naming it. */
export function formatSignDay(day: Date, pattern: string): string {
  return formatDate(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()), pattern);
}

/**
 * The fields of the affidavit of unchanged status the sign dialog sends (`collectableSupportingDocData`, app-shell.md §3)
 * and the most characters each holds: a form type code, the form's title and revision as the catalogue words them,
 * and the signature's printed name, capacity and date (the sign request's own limits). The spec leaves the data
 * open (an institution's client may add an account number): another field holds at most
 * `AFFIDAVIT_LIMITS.otherLength` characters under a name of at most `nameLength`, and the data at most `fields`
 * fields — each prints on one line of the affidavit, so what one request asks of the server stays bounded.
 */
export const AFFIDAVIT_FIELD_MAX_LENGTH = {
  formType: 40,
  formTitle: 200,
  formRevision: 100,
  printName: 200,
  capacity: 200,
  signDate: 40,
} as const satisfies Readonly<Record<string, number>>;

export const AFFIDAVIT_LIMITS = { fields: 12, nameLength: 40, otherLength: 200 } as const;

/** What is wrong with an affidavit's data: too many fields, or one too long (or too long a name); null when nothing. */
export function affidavitProblem(
  data: Readonly<Record<string, string>>,
): { kind: 'tooMany'; max: number } | { kind: 'tooLong'; field: string; max: number } | null {
  const entries = Object.entries(data);
  if (entries.length > AFFIDAVIT_LIMITS.fields) return { kind: 'tooMany', max: AFFIDAVIT_LIMITS.fields };
  const limits: Readonly<Record<string, number>> = AFFIDAVIT_FIELD_MAX_LENGTH;
  for (const [field, value] of entries) {
    if (field.length > AFFIDAVIT_LIMITS.nameLength)
      return {
        kind: 'tooLong',
        field: `${field.slice(0, AFFIDAVIT_LIMITS.nameLength)}…`,
        max: AFFIDAVIT_LIMITS.nameLength,
      };
    const max = (Object.hasOwn(limits, field) ? limits[field] : undefined) ?? AFFIDAVIT_LIMITS.otherLength;
    if (value.length > max) return { kind: 'tooLong', field, max };
  }
  return null;
}
