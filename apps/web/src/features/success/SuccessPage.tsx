import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api';
import { useFormLanguageHeaders } from '../../lib/form-locale';
import { useOnlineConfig } from '../../lib/session';
import { formatExpiry } from './expiry';
import './success.css';
import { useDownloadPdf } from './use-download-pdf';
import { useSuccessDetails } from './use-success-details';
import { SuccessFrame } from './SuccessFrame';

const PDF = { accept: 'application/pdf' };

/**
 * /forms/:formType/:formId/success (app-shell.md §2): heading, check icon, the form's title and revision,
 * the disclaimer, the form's PDF download, the affidavit download when a linked collectable document
 * exists, for W-8 forms the date the form stays valid until, and the way back to form selection (its text
 * differs in preview-only mode).
 */
export function SuccessPage({ formType, formId }: { formType: string; formId: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const config = useOnlineConfig();
  const entry = config?.formTypes.find((f) => f.formType === formType);
  const previewOnly = config?.previewOnlyMode ?? false;
  const languageHeaders = useFormLanguageHeaders(formType);
  const { expiry, affidavitId } = useSuccessDetails(formId, formType, previewOnly);
  const form = useDownloadPdf(() => api.forms.pdfDownload.query({ params: { id: formId }, extraHeaders: { ...PDF, ...languageHeaders } }));
  const affidavit = useDownloadPdf(() =>
    api.supportingDocs.signedPdf.query({ params: { id: affidavitId ?? 0 }, extraHeaders: PDF }),
  );

  return (
    <SuccessFrame title={previewOnly ? t('success.previewTitle') : t('success.title')} previewOnly={previewOnly}>
      {entry ? (
        <p className="success__form">
          <span className="success__form-title">{entry.title}</span>
          <span className="success__form-revision">{entry.revision}</span>
        </p>
      ) : null}
      {expiry ? <p className="success__validity">{t('success.validUntil', { date: formatExpiry(expiry, i18n.language) })}</p> : null}
      <p className="success__disclaimer">{previewOnly ? t('success.previewDisclaimer') : t('success.disclaimer')}</p>
      <ul className="success__downloads" aria-label={t('success.downloads')}>
        <li>
          <button type="button" className="button button--primary" onClick={() => void form.download()} disabled={form.pending} aria-busy={form.pending}>
            {t('success.download')}
          </button>
        </li>
        {affidavitId !== null ? (
          <li>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void affidavit.download()}
              disabled={affidavit.pending}
              aria-busy={affidavit.pending}
            >
              {t('success.downloadAffidavit')}
            </button>
          </li>
        ) : null}
      </ul>
    </SuccessFrame>
  );
}
