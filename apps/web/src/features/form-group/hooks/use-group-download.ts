import { formLocale } from '@taxcert/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { fileNameFromContentDisposition, saveBlob } from '../../../lib/download';
import { HttpResponseError } from '../../../lib/http-errors';
import { useNotifications } from '../../../lib/notifications';
import { useCentralRedirect } from '../../../lib/use-central-redirect';

/**
 * GET formgroups/{id}/{formType}/pdf/download → the form's file, named from content-disposition
 * (default form.pdf). A failure shows the notification "500 - <form.downloadError>" (app-shell.md §8).
 * `pending` is the form type being downloaded.
 */
export function useGroupDownload(formGroupId: number) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { notify } = useNotifications();
  const redirect = useCentralRedirect();
  const [pending, setPending] = useState<string | null>(null);

  async function download(formType: string): Promise<void> {
    setPending(formType);
    try {
      const response = await api.formGroups.pdfDownload.query({
        params: { id: formGroupId, formType },
        extraHeaders: { accept: 'application/pdf', 'accept-language': formLocale(formType, i18n.language) },
      });
      if (response.status !== 200) throw new HttpResponseError(response);
      if (!(response.body instanceof Blob)) throw new Error('The download is not a file');
      saveBlob(response.body, fileNameFromContentDisposition(response.headers.get('content-disposition')));
    } catch (error) {
      if (!redirect(error)) notify({ code: 500, message: t('form.downloadError') });
    } finally {
      setPending(null);
    }
  }

  return { download, pending };
}
