import { useState } from 'react';
import { fileNameFromContentDisposition, saveBlob } from '../../../lib/api/download';
import { failedAnswer, useFailureHandler } from '../../../lib/failures';

/** What a PDF call answers (a ts-rest response): the file on 200, an error envelope otherwise. */
export interface PdfResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * Downloads a PDF of one form (`key`: the form type, or the affidavit's id as text): the file is saved under the
 * name its content-disposition gives (default form.pdf), through a temporary object address released after the
 * download (lib/api/download). A failure reacts as the reactions table says for a download `from` the form or the
 * preview (the central redirects, else the notification "500 - form.downloadError" or
 * "500 - formPreview.downloadError"). `download` resolves true once the file was handed to the browser;
 * `pending` is the key being downloaded.
 */
export function useDownloadPdf(fetchPdf: (key: string) => Promise<PdfResponse>, from: 'form' | 'preview' = 'form') {
  const handleFailure = useFailureHandler();
  const [pending, setPending] = useState<string | null>(null);

  async function download(key: string): Promise<boolean> {
    setPending(key);
    try {
      const response = await fetchPdf(key);
      if (response.status !== 200) throw failedAnswer(response);
      if (!(response.body instanceof Blob)) throw new Error('The download is not a file');
      saveBlob(response.body, fileNameFromContentDisposition(response.headers.get('content-disposition')));
      return true;
    } catch (error) {
      handleFailure(error, { in: 'download', from });
      return false;
    } finally {
      setPending(null);
    }
  }

  return { download, pending };
}
