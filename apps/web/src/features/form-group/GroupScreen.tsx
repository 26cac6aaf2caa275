import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { UnsupportedFormType } from '../../components/ui/FormTypeCards';
import { LoadingState } from '../../components/ui/LoadingState';
import { StatusCard } from '../../components/ui/StatusCard';
import { centralRedirect, errorBody, isHttpFailure } from '../../lib/http-errors';
import { useOnlineConfig } from '../../lib/session';
import { useCentralRedirect } from '../../lib/use-central-redirect';
import { isFinished } from '../form/logic/submission';
import { useFormGroupQuery, useMemberDefinitionsQuery } from './api/queries';
import { GroupEditor } from './GroupEditor';
import './form-group.css';
import { groupMembers } from './logic/members';

/**
 * /forms/groups/:groupType/:formGroupId: loads the group and the definitions of its forms, then hands
 * over to the group editor. A group not offered → `/`; a form without a definition → unsupported card;
 * 404 → not found; a signed group → its success page.
 */
export function GroupScreen({ groupType, formGroupId }: { groupType: string; formGroupId: number }) {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const redirect = useCentralRedirect();
  const definitions = useMemberDefinitionsQuery(groupType);
  const group = useFormGroupQuery(formGroupId);
  const offered = config?.formGroups.find((entry) => entry.formType === groupType);
  const loaded = group.data?.body;
  const members = useMemo(() => (loaded && definitions.data ? groupMembers(loaded, definitions.data, config) : null), [loaded, definitions.data, config]);

  useEffect(() => {
    if (group.isError) redirect(group.error);
  }, [group.isError, group.error, redirect]);

  if (offered && !(offered.isEnabled && offered.isVisible)) return <Navigate to="/" replace />;
  if (definitions.isPending) return <LoadingState label={t('form.loading')} />;
  if (definitions.data === null || definitions.isError) return <UnsupportedFormType formType={groupType} />;

  if (group.isPending) return <LoadingState label={t('form.loading')} />;
  if (group.isError) {
    if (centralRedirect(group.error)) return <LoadingState label={t('form.loading')} />;
    if (isHttpFailure(group.error) && group.error.status === 404) return <NotFound />;
    const body = errorBody(group.error);
    return (
      <StatusCard title={t('form.loadErrorTitle')} tone="error" actions={<BackLink />}>
        <p>{body ? `${body.code} - ${body.message}` : t('status.server.text')}</p>
      </StatusCard>
    );
  }

  const data = group.data.body;
  if (data.groupType !== groupType) return <NotFound />;
  if (isFinished(data.workflowState.stage)) return <Navigate to={`/forms/groups/${groupType}/${formGroupId}/success`} replace />;
  if (!members) return <UnsupportedFormType formType={groupType} />;

  return <GroupEditor key={data.formGroupId} group={data} members={members} title={offered?.title ?? t(`questionnaire.group.${groupType}.title`)} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link className="button button--secondary" to="/form-selection">
      {t('common.backToSelection')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusCard title={t('status.notFound.title')}>
      <p>{t('status.notFound.text')}</p>
    </StatusCard>
  );
}
