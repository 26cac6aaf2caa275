import type { FormData } from '@taxcert/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { useFormLanguageHeaders } from '../../../lib/form-locale';
import { PdfPreviewFrame } from './PdfPreviewFrame';
import { ReviewDialog } from './ReviewDialog';
import { useAnswersDownload } from './use-answers-download';

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
  const confirm = api.forms.confirm.useMutation();
  const submit = api.forms.submit.useMutation();
  const downloadAnswers = useAnswersDownload(formId, formType);
  const [downloading, setDownloading] = useState(false);
  const languageHeaders = useFormLanguageHeaders(formType);

  async function onConfirm(): Promise<boolean | null> {
    const { body } = await confirm.mutateAsync({ params: { id: formId }, body: { data: answers } });
    if (previewOnly && body) {
      setDownloading(true);
      const saved = await downloadAnswers().finally(() => setDownloading(false));
      if (!saved) return null;
      await submit.mutateAsync({ params: { id: formId }, body: { stage: 4 } });
    }
    return body;
  }

  return (
    <ReviewDialog
      title={t('formPreview.title')}
      intro={previewOnly ? t('formPreview.introPreviewOnly') : t('formPreview.intro')}
      confirmLabel={previewOnly ? t('formPreview.downloadAnswers') : t('formPreview.confirm')}
      reviewedLabel={previewOnly ? null : t('formPreview.reviewed')}
      busy={confirm.isPending || submit.isPending || downloading}
      confirm={onConfirm}
      onCancel={onCancel}
      onConfirmed={onConfirmed}
    >
      <PdfPreviewFrame
        queryKey={['forms', formId, 'preview']}
        load={(signal) =>
          api.forms.pdfPreview.query({ params: { id: formId }, extraHeaders: { accept: 'application/pdf', ...languageHeaders }, fetchOptions: { signal } })
        }
        frameTitle={t('formPreview.frameTitle')}
        openLabel={t('formPreview.openInNewTab')}
      />
    </ReviewDialog>
  );
}
