import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/LoadingState';
import { HttpResponseError } from '../../../lib/http-errors';
import { dialogErrorText } from './dialog-error';
import { useObjectUrl } from './use-object-url';
import { ErrorText } from '../../../components/ui/DialogActions';

/** A preview call's answer as the ts-rest client gives it. */
interface PreviewResponse {
  status: number;
  body: unknown;
}

/**
 * A preview PDF shown inline, with a link to open it in a new tab; fetched fresh each time it is shown
 * (never cached), released when it goes. A failure shows formPreview.downloadError (or the server's words).
 */
export function PdfPreviewFrame({ queryKey, load, frameTitle, openLabel }: {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<PreviewResponse>;
  frameTitle: string;
  openLabel: string;
}) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const response = await load(signal);
      if (response.status !== 200) throw new HttpResponseError(response);
      if (!(response.body instanceof Blob)) throw new Error('The preview is not a file');
      return response.body;
    },
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const url = useObjectUrl(preview.data);

  return (
    <>
      <div className="pdf-frame">
        {url ? (
          <iframe title={frameTitle} src={url} />
        ) : preview.isError ? (
          <ErrorText error={dialogErrorText(preview.error, t('formPreview.downloadError'))} />
        ) : (
          <LoadingState label={t('formPreview.loading')} />
        )}
      </div>
      {url ? (
        <p className="small">
          <a href={url} target="_blank" rel="noreferrer">
            {openLabel}
          </a>
        </p>
      ) : null}
    </>
  );
}
