import { mergeAnswers } from '@taxcert/engine';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState';
import { StatusCard } from '../../components/ui/StatusCard';
import { FormLanguage } from '../../lib/form-language';
import { centralRedirect, errorBody, isHttpFailure } from '../../lib/http-errors';
import { useOnlineConfig } from '../../lib/session';
import { carriedAnswersOf } from '../../lib/start-form';
import { useCentralRedirect } from '../../lib/use-central-redirect';
import { useDefinitionQuery, useFormQuery } from './api/queries';
import { UnsupportedFormType } from '../../components/ui/FormTypeCards';
import { FormEditor } from './FormEditor';
import { isFinished } from './logic/submission';
import { toFormData } from './logic/answers';

/**
 * /forms/:formType/:formId: loads the form and the definition of its type, then hands over to the
 * editor. Unknown type → unsupported card; type not offered → `/`; 404 → not found; signed → success.
 */
export function FormScreen({ formType, formId }: { formType: string; formId: number }) {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const redirect = useCentralRedirect();
  const definition = useDefinitionQuery(formType);
  const form = useFormQuery(formId, formType);
  // Answers carried from the pre-qualifying questionnaire, laid over a new (never checked) form's pre-fill.
  const carried = carriedAnswersOf(useLocation().state);

  useEffect(() => {
    if (form.isError) redirect(form.error);
  }, [form.isError, form.error, redirect]);

  const offered = config?.formTypes.find((entry) => entry.formType === formType);
  if (offered && !(offered.isEnabled && offered.isVisible)) return <Navigate to="/" replace />;

  if (definition.isPending) return <LoadingState label={t('form.loading')} />;
  if (definition.data === null || definition.isError) return <UnsupportedFormType formType={formType} />;

  if (form.isPending) return <LoadingState label={t('form.loading')} />;
  if (form.isError) {
    if (centralRedirect(form.error)) return <LoadingState label={t('form.loading')} />;
    if (isHttpFailure(form.error) && form.error.status === 404) {
      return (
        <StatusCard title={t('status.notFound.title')}>
          <p>{t('status.notFound.text')}</p>
        </StatusCard>
      );
    }
    const body = errorBody(form.error);
    return (
      <StatusCard
        title={t('form.loadErrorTitle')}
        tone="error"
        actions={
          <Link className="button button--secondary" to="/form-selection">
            {t('common.backToSelection')}
          </Link>
        }
      >
        <p>{body ? `${body.code} - ${body.message}` : t('status.server.text')}</p>
      </StatusCard>
    );
  }

  const loaded = form.data.body;
  if (isFinished(loaded.workflowState.stage)) return <Navigate to={`/forms/${formType}/${formId}/success`} replace />;

  return (
    <FormLanguage formType={formType}>
      <FormEditor
        key={loaded.formId}
        def={definition.data}
        form={loaded}
        carried={carried && loaded.validationResult === null ? toFormData(mergeAnswers(loaded.data, carried)) : undefined}
        title={offered?.title ?? t(definition.data.title)}
        revision={offered?.revision ?? definition.data.revision}
        previewOnly={config?.previewOnlyMode ?? false}
      />
    </FormLanguage>
  );
}
