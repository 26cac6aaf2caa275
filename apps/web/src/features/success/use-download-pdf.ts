import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api';
import { fileNameFromContentDisposition, saveBlob } from '../../lib/download';
import { useFormLanguageHeaders } from '../../lib/form-locale';
import { HttpResponseError } from '../../lib/http-errors';
import { useNotifications } from '../../lib/notifications';
import { useCentralRedirect } from '../../lib/use-central-redirect';

/**
 * GET forms/{id}/pdf/download → the file, named from content-disposition (default form.pdf). A failure
 * shows the notification "500 - <form.downloadError>" (app-shell.md §8).
 */
export function useDownloadPdf(formId: number, formType: string) {
  const api = useApi();
  const languageHeaders = useFormLanguageHeaders(formType);
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const redirect = useCentralRedirect();
  const [pending, setPending] = useState(false);

  async function download(): Promise<void> {
    setPending(true);
    try {
      const response = await api.forms.pdfDownload.query({
        params: { id: formId },
        extraHeaders: { accept: 'application/pdf', ...languageHeaders },
      });
      if (response.status !== 200) throw new HttpResponseError(response);
      if (!(response.body instanceof Blob)) throw new Error('The download is not a file');
      saveBlob(response.body, fileNameFromContentDisposition(response.headers.get('content-disposition')));
    } catch (error) {
      if (!redirect(error)) notify({ code: 500, message: t('form.downloadError') });
    } finally {
      setPending(false);
    }
  }

  return { download, pending };
}
