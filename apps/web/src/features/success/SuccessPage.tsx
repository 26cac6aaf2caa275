import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../components/ui/CheckIcon';
import { useOnlineConfig } from '../../lib/session';
import { useDownloadPdf } from './use-download-pdf';

/** /forms/:formType/:formId/success: what was submitted, a download and the way back. */
export function SuccessPage({ formType, formId }: { formType: string; formId: number }) {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const entry = config?.formTypes.find((f) => f.formType === formType);
  const previewOnly = config?.previewOnlyMode ?? false;
  const { download, pending } = useDownloadPdf(formId, formType);

  return (
    <section className="success" aria-labelledby="success-title">
      <div className="success__icon">
        <CheckIcon />
      </div>
      <h1 id="success-title">{previewOnly ? t('success.previewTitle') : t('success.title')}</h1>
      {entry ? (
        <p className="success__form">
          <span className="success__form-title">{entry.title}</span>
          <span className="success__form-revision">{entry.revision}</span>
        </p>
      ) : null}
      <p className="success__disclaimer">{t('success.disclaimer')}</p>
      <div className="success__actions">
        <button type="button" className="button button--primary" onClick={() => void download()} disabled={pending} aria-busy={pending}>
          {t('success.download')}
        </button>
        <Link className="button button--secondary" to="/form-selection">
          {previewOnly ? t('success.backPreview') : t('success.back')}
        </Link>
      </div>
    </section>
  );
}
