import { formCatalogue, isCatalogued } from '@taxcert/forms';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/LoadingState';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { StatusCard } from '../../components/ui/StatusCard';
import { centralRedirect, errorBody, isHttpFailure } from '../../lib/http-errors';
import { useOnlineConfig } from '../../lib/session';
import { useCentralRedirect } from '../../lib/use-central-redirect';
import { expiryOf, formatExpiry, signedOn } from '../success/expiry';
import { useFormGroupQuery } from './api/queries';
import { useGroupDownload } from './hooks/use-group-download';
import './form-group.css';
import { SuccessFrame } from '../success/SuccessFrame';

/**
 * /forms/groups/:groupType/:formGroupId/success: the heading, a check icon, the group's title, the
 * disclaimer, a download button per form of the group — with, for a W-8 form, the date it stays valid
 * until — and the way back to form selection (its text differs in preview-only mode).
 */
export function GroupSuccessPage({ groupType, formGroupId }: { groupType: string; formGroupId: number }) {
  const { t, i18n } = useTranslation();
  const config = useOnlineConfig();
  const redirect = useCentralRedirect();
  const group = useFormGroupQuery(formGroupId);
  const { download, pending } = useGroupDownload(formGroupId);
  const previewOnly = config?.previewOnlyMode ?? false;
  const title = config?.formGroups.find((entry) => entry.formType === groupType)?.title ?? t(`questionnaire.group.${groupType}.title`);

  useEffect(() => {
    if (group.isError) redirect(group.error);
  }, [group.isError, group.error, redirect]);

  if (group.isPending || (group.isError && centralRedirect(group.error))) return <LoadingState label={t('form.loading')} />;
  if (group.isError || group.data.body.groupType !== groupType) {
    const notFound = !group.isError || (isHttpFailure(group.error) && group.error.status === 404);
    const body = group.isError ? errorBody(group.error) : null;
    return (
      <StatusCard title={notFound ? t('status.notFound.title') : t('form.loadErrorTitle')} tone={notFound ? 'neutral' : 'error'}>
        <p>{notFound ? t('status.notFound.text') : body ? `${body.code} - ${body.message}` : t('status.server.text')}</p>
      </StatusCard>
    );
  }

  const loaded = group.data.body;
  const signed = !previewOnly && loaded.workflowState.stage >= 3;
  const forms = loaded.forms.map((form) => {
    const entry = config?.formTypes.find((f) => f.formType === form.formType);
    const section = isCatalogued(form.formType) ? formCatalogue[form.formType].signatureSection : null;
    // Signed in the group, the form holds the group's sign date ('MMMM dd, yyyy'): validity counts from it.
    const expiry = signed && section ? expiryOf(form.formType, signedOn(form.formType, form.data[section]?.date, loaded.workflowState.updatedAt)) : null;
    return { formType: form.formType, title: entry?.title ?? form.formType, revision: entry?.revision ?? '', expiry };
  });

  return (
    <SuccessFrame title={previewOnly ? t('formGroup.successPreviewTitle') : t('formGroup.successTitle')} previewOnly={previewOnly}>
      <p className="success__form">
        <span className="success__form-title">{title}</span>
      </p>
      <p className="success__disclaimer">{previewOnly ? t('formGroup.successPreviewDisclaimer') : t('formGroup.successDisclaimer')}</p>
      <ul className="group-downloads" aria-label={t('formGroup.downloadsLabel')}>
        {forms.map((form) => (
          <li key={form.formType} className="group-downloads__item">
            <span className="group-downloads__name">
              <span className="success__form-title">{form.title}</span>
              {form.revision ? <span className="success__form-revision">{form.revision}</span> : null}
              {form.expiry ? <span className="group-downloads__validity">{t('success.validUntil', { date: formatExpiry(form.expiry, i18n.language) })}</span> : null}
            </span>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void download(form.formType)}
              disabled={pending !== null}
              aria-busy={pending === form.formType}
            >
              {t('success.download')}
              <VisuallyHidden>{` ${t('formGroup.downloadFormOf', { title: form.title })}`}</VisuallyHidden>
            </button>
          </li>
        ))}
      </ul>
    </SuccessFrame>
  );
}
