import { formLocale } from '@taxcert/forms';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { PdfPreviewFrame } from '../../form/dialogs/PdfPreviewFrame';

/** The preview PDF of one form of the group (GET formgroups/{id}/{formType}/pdf/preview), in the form's language. */
export function GroupPreviewFrame({ formGroupId, formType, title }: { formGroupId: number; formType: string; title: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  return (
    <PdfPreviewFrame
      queryKey={['formgroups', formGroupId, formType, 'preview']}
      load={(signal) =>
        api.formGroups.pdfPreview.query({
          params: { id: formGroupId, formType },
          extraHeaders: { accept: 'application/pdf', 'accept-language': formLocale(formType, i18n.language) },
          fetchOptions: { signal },
        })
      }
      frameTitle={t('formGroup.previewFrameTitle', { title })}
      openLabel={t('formGroup.openPreviewInNewTab', { title })}
    />
  );
}
