import { ErrorCodes } from '@taxcert/contracts';
import { affidavitProblem, formatSignDay, signDateDay, type Translate } from '@taxcert/forms';
import { ApiFailure } from './failure';

const DAY_MS = 86_400_000;
/** The furthest a local clock is behind UTC (UTC−12): the earliest local day at a given instant. */
const WESTMOST_OFFSET_MS = 12 * 3_600_000;

const utcDay = (ms: number): Date => new Date(Math.floor(ms / DAY_MS) * DAY_MS);

/**
 * The day a date of signing names, checked (ADR 035): given; written exactly in the sign dialog's format (the form
 * type's `signDateFormat`, or a group's "MMMM dd, yyyy" — app-shell.md §5); not after today, the UTC date (the
 * dialog's today is capped at the UTC date, §4); and not before the form was added, on the earliest calendar any
 * signer could be on at that instant (UTC−12), so a signer whose local day is still the day before UTC's is not
 * refused. Each refusal is 422 with its own code and a message in the request's language.
 */
export function acceptedSignDay(
  signDate: string,
  pattern: string,
  at: { now: Date; addedAt: number },
  t: Translate,
): Date {
  if (signDate.trim() === '') {
    throw new ApiFailure(422, t('formSigning.signDate.missing'), ErrorCodes.SignDateMissing);
  }
  const day = signDateDay(signDate, pattern);
  if (!day) throw new ApiFailure(422, t('formSigning.signDate.format', { format: pattern }), ErrorCodes.SignDateFormat);
  const today = utcDay(at.now.getTime());
  if (day.getTime() > today.getTime()) {
    throw new ApiFailure(
      422,
      t('formSigning.signDate.future', { today: formatSignDay(today, pattern) }),
      ErrorCodes.SignDateFuture,
    );
  }
  const earliest = utcDay(at.addedAt - WESTMOST_OFFSET_MS);
  if (day.getTime() < earliest.getTime()) {
    throw new ApiFailure(
      422,
      t('formSigning.signDate.beforeForm', { added: formatSignDay(earliest, pattern) }),
      ErrorCodes.SignDateBeforeForm,
    );
  }
  return day;
}

/** The affidavit's data the sign dialog sends, refused (422, 4226) when it has too many fields or one too long. */
export function checkAffidavitData(data: Readonly<Record<string, string>> | null | undefined, t: Translate): void {
  const problem = data ? affidavitProblem(data) : null;
  if (!problem) return;
  throw new ApiFailure(
    422,
    problem.kind === 'tooMany'
      ? t('formSigning.affidavit.tooManyFields', { max: problem.max })
      : t('formSigning.affidavit.tooLong', { field: problem.field, max: problem.max }),
    ErrorCodes.AffidavitRefused,
  );
}
