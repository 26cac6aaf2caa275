import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/LoadingState';
import { failedAnswer, reactTo, useFailureHandler } from '../../../lib/failures';
import { useObjectUrl } from './use-object-url';
import { ErrorText } from '../../../components/ui/DialogActions';
import formStyles from '../form.module.css';
import layout from '../../../components/ui/layout.module.css';

/** A preview call's answer as the ts-rest client gives it. */
interface PreviewResponse {
  status: number;
  body: unknown;
}

/**
 * A preview PDF shown inline on wide screens (form.module.css hides the frame on phones, whose browsers often show no
 * PDF inline, unless it holds an error), with a link that downloads it; neither moves what is below them when the
 * PDF arrives; fetched fresh each time it is shown
 * (never cached), released when it goes. A failure shows inside the dialog as the reactions table says
 * ("code - message", or formPreview.downloadError) unless it redirects.
 */
export function PdfPreviewFrame({
  queryKey,
  load,
  frameTitle,
  downloadLabel,
  fileName,
}: {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<PreviewResponse>;
  frameTitle: string;
  downloadLabel: string;
  fileName: string;
}) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const response = await load(signal);
      if (response.status !== 200) throw failedAnswer(response);
      if (!(response.body instanceof Blob)) throw new Error('The preview is not a file');
      return response.body;
    },
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const url = useObjectUrl(preview.data);
  const handleFailure = useFailureHandler();
  // A failed preview's reaction: a redirect is performed once, by the effect; the words show in the dialog.
  const failed = preview.isError ? reactTo(preview.error, { in: 'dialog', step: 'preview' }, t) : null;
  const errorText = failed?.do === 'show' ? failed.text : null;
  useEffect(() => {
    if (preview.isError) handleFailure(preview.error, { in: 'dialog', step: 'preview' });
  }, [preview.isError, preview.error, handleFailure]);

  return (
    <>
      <div className={errorText ? `${formStyles.pdfFrame} ${formStyles.pdfFrameError}` : formStyles.pdfFrame}>
        {url ? (
          <iframe title={frameTitle} src={url} />
        ) : errorText ? (
          <ErrorText error={errorText} />
        ) : (
          <LoadingState label={t('formPreview.loading')} />
        )}
      </div>
      {/* The link's line is there from the start, so that nothing below it (the "I have reviewed" box) moves when the
          PDF arrives; on a phone, where the frame is not shown, the line says the PDF is being prepared. */}
      <p className={`${layout.small} ${formStyles.pdfLink}`}>
        {url ? (
          <a href={url} download={fileName}>
            {downloadLabel}
          </a>
        ) : errorText ? null : (
          <span className={formStyles.pdfLinkWaiting} role="status">
            {t('formPreview.loading')}
          </span>
        )}
      </p>
    </>
  );
}
