import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { fileNameFromContentDisposition, saveBlob } from '../../../lib/download';
import { useFormLanguageHeaders } from '../../../lib/form-locale';
import { HttpResponseError } from '../../../lib/http-errors';
import { useNotifications } from '../../../lib/notifications';
import { useCentralRedirect } from '../../../lib/use-central-redirect';

/**
 * Preview-only mode: the answers as the tax-form PDF (GET forms/{id}/pdf/download), saved under the name
 * of its content-disposition (default form.pdf). A failure shows "500 - formPreview.downloadError"
 * (app-shell.md §8). Resolves true once the file was handed to the browser.
 */
export function useAnswersDownload(formId: number, formType: string): () => Promise<boolean> {
  const api = useApi();
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const redirect = useCentralRedirect();
  const languageHeaders = useFormLanguageHeaders(formType);
  return async () => {
    try {
      const response = await api.forms.pdfDownload.query({
        params: { id: formId },
        extraHeaders: { accept: 'application/pdf', ...languageHeaders },
      });
      if (response.status !== 200) throw new HttpResponseError(response);
      if (!(response.body instanceof Blob)) throw new Error('The download is not a file');
      saveBlob(response.body, fileNameFromContentDisposition(response.headers.get('content-disposition')));
      return true;
    } catch (error) {
      if (!redirect(error)) notify({ code: 500, message: t('formPreview.downloadError') });
      return false;
    }
  };
}
