import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameFromContentDisposition, saveBlob } from '../../../lib/download';
import { HttpResponseError, type HttpFailure } from '../../../lib/http-errors';
import { useNotifications } from '../../../lib/notifications';
import { useCentralRedirect } from '../../../lib/use-central-redirect';

/** What a PDF call answers (a ts-rest response): the file on 200, an error envelope otherwise. */
export interface PdfResponse extends HttpFailure {
  headers: Headers;
}

/**
 * Downloads a PDF of one form (`key`: the form type, or the affidavit's id as text): the file is saved under the
 * name its content-disposition gives (default form.pdf), through a temporary object address released after the
 * download (lib/download). A failure shows the notification "500 - <errorKey>" (app-shell.md §8:
 * form.downloadError, or formPreview.downloadError in the preview). `download` resolves true once the file was
 * handed to the browser; `pending` is the key being downloaded.
 */
export function useDownloadPdf(fetchPdf: (key: string) => Promise<PdfResponse>, errorKey = 'form.downloadError') {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const redirect = useCentralRedirect();
  const [pending, setPending] = useState<string | null>(null);

  async function download(key: string): Promise<boolean> {
    setPending(key);
    try {
      const response = await fetchPdf(key);
      if (response.status !== 200) throw new HttpResponseError(response);
      if (!(response.body instanceof Blob)) throw new Error('The download is not a file');
      saveBlob(response.body, fileNameFromContentDisposition(response.headers.get('content-disposition')));
      return true;
    } catch (error) {
      if (!redirect(error)) notify({ code: 500, message: t(errorKey) });
      return false;
    } finally {
      setPending(null);
    }
  }

  return { download, pending };
}
