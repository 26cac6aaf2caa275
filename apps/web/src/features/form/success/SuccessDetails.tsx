import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMoment } from '../../../lib/locale-format';

/** What the success page says about the submission itself (issue 21 item 7). */
export interface SubmissionDetails {
  /** The confirmation reference and the moment it was received (ADR 023); null when the API sent none. */
  submission: { reference: string; submittedAt: string } | null;
  /** The display name of the account the form was completed for; null when it is not one of the customer's. */
  account: string | null;
  /** The earliest last day of validity among the forms that expire (the W-8s); null when none does. */
  validUntil: Date | null;
  previewOnly: boolean;
}

/**
 * The submission's confirmation reference, its time in the customer's own time zone and the account, then "What
 * happens next": the institution reviews it, the reference to quote, and — for a form that expires — until when it
 * stays valid. In preview-only mode nothing was sent: the customer is told what to do with the PDF instead.
 */
export function SuccessDetails({ submission, account, validUntil, previewOnly }: SubmissionDetails) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [];
  if (submission) {
    rows.push([t('success.reference'), submission.reference]);
    rows.push([t('success.submittedAt'), formatMoment(new Date(submission.submittedAt), i18n.language)]);
  }
  if (account) rows.push([t('success.account'), account]);
  const next = previewOnly
    ? [t('success.next.preview')]
    : [
        t('success.next.review'),
        ...(submission ? [t('success.next.reference')] : []),
        ...(validUntil ? [t('success.next.renew', { date: formatLongDate(validUntil, i18n.language) })] : []),
      ];
  return (
    <>
      {rows.length > 0 ? (
        <dl className="success__details">
          {rows.map(([term, value]) => (
            <div key={term} className="success__detail">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <section className="success__next" aria-labelledby="success-next-title">
        <h2 id="success-next-title">{t('success.next.title')}</h2>
        <ul>
          {next.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
