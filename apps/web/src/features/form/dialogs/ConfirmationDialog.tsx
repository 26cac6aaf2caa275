import type { FormData } from '@taxcert/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useApi } from '../../../lib/api';
import { useFormLanguageHeaders } from '../../../lib/form-locale';
import { useCentralRedirect } from '../../../lib/use-central-redirect';
import { dialogErrorText } from './dialog-error';
import { useAnswersDownload } from './use-answers-download';
import { PdfPreviewFrame } from './PdfPreviewFrame';

/**
 * Confirmation: the preview PDF inline, "I confirm that I have reviewed …" and Confirm, which is
 * disabled until ticked (not in preview-only mode). PUT forms/{id}/confirm {data} answers whether
 * anything more is needed. In preview-only mode that is the end: the answers PDF is downloaded instead
 * of signing and the form is submitted (PUT submit {stage: 4}); a failed download keeps the dialog open.
 */
export default function ConfirmationDialog({ formId, formType, answers, previewOnly, onCancel, onConfirmed }: {
  formId: number;
  formType: string;
  answers: FormData;
  previewOnly: boolean;
  onCancel: () => void;
  onConfirmed: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const redirect = useCentralRedirect();
  const [reviewed, setReviewed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = api.forms.confirm.useMutation();
  const submit = api.forms.submit.useMutation();
  const downloadAnswers = useAnswersDownload(formId, formType);
  const [downloading, setDownloading] = useState(false);
  const languageHeaders = useFormLanguageHeaders(formType);


  async function onConfirm() {
    setError(null);
    try {
      const { body } = await confirm.mutateAsync({ params: { id: formId }, body: { data: answers } });
      if (previewOnly && body) {
        setDownloading(true);
        const saved = await downloadAnswers().finally(() => setDownloading(false));
        if (!saved) return;
        await submit.mutateAsync({ params: { id: formId }, body: { stage: 4 } });
      }
      onConfirmed(body);
    } catch (failure) {
      if (!redirect(failure)) setError(dialogErrorText(failure, t('formPreview.confirmError')));
    }
  }

  const busy = confirm.isPending || submit.isPending || downloading;
  const canConfirm = (previewOnly || reviewed) && !busy;

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('formPreview.title')}
      size="large"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void onConfirm()} disabled={!canConfirm} aria-busy={busy}>
            {previewOnly ? t('formPreview.downloadAnswers') : t('formPreview.confirm')}
          </button>
        </>
      }
    >
      <p>{previewOnly ? t('formPreview.introPreviewOnly') : t('formPreview.intro')}</p>
      <PdfPreviewFrame
        queryKey={['forms', formId, 'preview']}
        load={(signal) =>
          api.forms.pdfPreview.query({ params: { id: formId }, extraHeaders: { accept: 'application/pdf', ...languageHeaders }, fetchOptions: { signal } })
        }
        frameTitle={t('formPreview.frameTitle')}
        openLabel={t('formPreview.openInNewTab')}
      />
      {previewOnly ? null : (
        <div className="choice choice--single confirm-check">
          <input id={`${id}-reviewed`} type="checkbox" checked={reviewed} onChange={(event) => setReviewed(event.target.checked)} />
          <label htmlFor={`${id}-reviewed`}>{t('formPreview.reviewed')}</label>
        </div>
      )}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
