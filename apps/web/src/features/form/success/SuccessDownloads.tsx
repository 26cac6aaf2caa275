import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { formatLongDate, useDateLocale } from '../../../lib/i18n/locale-format';
import buttons from '../../../components/ui/button.module.css';
import styles from './success.module.css';

/** One form on the success page. */
export interface SuccessRow {
  formType: string;
  title: string;
  revision: string;
  /** The last day a signed W-8 form is valid; null when it does not expire or is not signed. */
  expiry: Date | null;
}

/**
 * What the success page lists: a form's title, revision, validity and download; a group's title and, per form,
 * the same with the form's title in the button's name; then the affidavit of unchanged status when there is one.
 * `details` (the submission's reference, time and account, and what happens next) follow the title.
 */
export function SuccessDownloads({
  rows,
  groupTitle,
  disclaimer,
  forms,
  affidavit,
  details,
}: {
  rows: SuccessRow[];
  /** The group's title; null for a form. */
  groupTitle: string | null;
  disclaimer: string;
  forms: { download: (formType: string) => Promise<boolean>; pending: string | null };
  affidavit: { download: () => void; pending: boolean } | null;
  details: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const datesReady = useDateLocale(i18n.language) === 'ready';
  const validity = (expiry: Date) =>
    datesReady ? t('success.validUntil', { date: formatLongDate(expiry, i18n.language) }) : null;
  const affidavitItem = affidavit ? (
    <li>
      <button
        type="button"
        className={buttons.secondary}
        onClick={affidavit.download}
        disabled={affidavit.pending}
        aria-busy={affidavit.pending}
      >
        {t('success.downloadAffidavit')}
      </button>
    </li>
  ) : null;

  const [only] = rows;
  if (groupTitle === null && only) {
    return (
      <>
        <p className={styles.successForm}>
          <span className={styles.successFormTitle}>{only.title}</span>
          <span className={styles.successFormRevision}>{only.revision}</span>
        </p>
        {details}
        {only.expiry ? <p className={styles.successValidity}>{validity(only.expiry)}</p> : null}
        <p className={styles.successDisclaimer}>{disclaimer}</p>
        <ul className={styles.successDownloads} aria-label={t('success.downloads')}>
          <li>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => void forms.download(only.formType)}
              disabled={forms.pending !== null}
              aria-busy={forms.pending !== null}
            >
              {t('success.download')}
            </button>
          </li>
          {affidavitItem}
        </ul>
      </>
    );
  }

  return (
    <>
      <p className={styles.successForm}>
        <span className={styles.successFormTitle}>{groupTitle}</span>
      </p>
      {details}
      <p className={styles.successDisclaimer}>{disclaimer}</p>
      <ul className={styles.groupDownloads} aria-label={t('formGroup.downloadsLabel')}>
        {rows.map((row) => (
          <li key={row.formType} className={styles.groupDownloadsItem}>
            <span className={styles.groupDownloadsName}>
              <span className={styles.successFormTitle}>{row.title}</span>
              {row.revision ? <span className={styles.successFormRevision}>{row.revision}</span> : null}
              {row.expiry ? <span className={styles.groupDownloadsValidity}>{validity(row.expiry)}</span> : null}
            </span>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => void forms.download(row.formType)}
              disabled={forms.pending !== null}
              aria-busy={forms.pending === row.formType}
            >
              {t('success.download')}
              <VisuallyHidden>{` ${t('formGroup.downloadFormOf', { title: row.title })}`}</VisuallyHidden>
            </button>
          </li>
        ))}
        {affidavitItem}
      </ul>
    </>
  );
}
