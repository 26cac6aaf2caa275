import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/i18n/locale-format';
import styles from './success.module.css';

/** The submission itself. */
export interface SubmissionFactsProps {
  /** The confirmation reference and the moment it was received (ADR 023); null when the API sent none. */
  submission: { reference: string; submittedAt: string } | null;
  /** The display name of the account the form was completed for; null when it is not one of the customer's. */
  account: string | null;
}

/**
 * Right under the form's title: the confirmation reference, its time in the customer's own time zone and language,
 * and the account — terms and values a screen reader reads in pairs. Nothing when none of them is known.
 */
export function SubmissionFacts({ submission, account }: SubmissionFactsProps) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [];
  if (submission) {
    rows.push([t('success.reference'), submission.reference]);
    rows.push([t('success.submittedAt'), formatMoment(new Date(submission.submittedAt), i18n.language)]);
  }
  if (account) rows.push([t('success.account'), account]);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.successDetails}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.successDetail}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the customer reads under "What happens next". */
export interface NextStepsProps {
  /** A confirmation reference was given: the customer is told to quote it. */
  hasReference: boolean;
  /** A form of the submission expires (a W-8; its date is on the page above). */
  expires: boolean;
  previewOnly: boolean;
}

/**
 * "What happens next", after the downloads: the institution reviews the submission, the reference to quote, and
 * for a form that expires, that a new one is due before then. In preview-only mode nothing was sent: what to do with
 * the PDF instead.
 */
export function NextSteps({ hasReference, expires, previewOnly }: NextStepsProps) {
  const { t } = useTranslation();
  const steps = previewOnly
    ? [t('success.next.preview')]
    : [
        t('success.next.review'),
        ...(hasReference ? [t('success.next.reference')] : []),
        ...(expires ? [t('success.next.renew')] : []),
      ];
  return (
    <section className={styles.successNext} aria-labelledby="success-next-title">
      <h2 id="success-next-title">{t('success.next.title')}</h2>
      <ul>
        {steps.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
