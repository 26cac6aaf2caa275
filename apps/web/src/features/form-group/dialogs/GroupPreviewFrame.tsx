import { useQuery } from '@tanstack/react-query';
import { formLocale } from '@taxcert/forms';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useApi } from '../../../lib/api';
import { HttpResponseError } from '../../../lib/http-errors';
import { dialogErrorText } from '../../form/dialogs/dialog-error';
import { useObjectUrl } from '../../form/dialogs/use-object-url';

/**
 * The preview PDF of one form of the group (GET formgroups/{id}/{formType}/pdf/preview) shown inline,
 * with a link to open it in a new tab; fetched fresh each time it is shown, in the form's language.
 */
export function GroupPreviewFrame({ formGroupId, formType, title }: { formGroupId: number; formType: string; title: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const preview = useQuery({
    queryKey: ['formgroups', formGroupId, formType, 'preview'],
    queryFn: async ({ signal }) => {
      const response = await api.formGroups.pdfPreview.query({
        params: { id: formGroupId, formType },
        extraHeaders: { accept: 'application/pdf', 'accept-language': formLocale(formType, i18n.language) },
        fetchOptions: { signal },
      });
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
          <iframe title={t('formGroup.previewFrameTitle', { title })} src={url} />
        ) : preview.isError ? (
          <p className="error-text" role="alert">
            {dialogErrorText(preview.error, t('formPreview.downloadError'))}
          </p>
        ) : (
          <LoadingState label={t('formPreview.loading')} />
        )}
      </div>
      {url ? (
        <p className="small">
          <a href={url} target="_blank" rel="noreferrer">
            {t('formGroup.openPreviewInNewTab', { title })}
          </a>
        </p>
      ) : null}
    </>
  );
}
