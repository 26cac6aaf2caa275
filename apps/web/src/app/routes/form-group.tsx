import { isFormGroup } from '@taxcert/forms';
import { Navigate, useParams } from 'react-router-dom';
import { StatusPage } from '../../features/status/StatusPage';
import { UnknownFormType, UnsupportedFormType } from '../../components/ui/FormTypeCards';
import { useOnlineConfig } from '../../lib/session';
import { parseFormId } from './params';

/**
 * /forms/groups/{groupType}/{formGroupId}[/success]: an unknown group type → 'Incorrect blank type'; a
 * group that is not enabled and visible → `/`. SEAM: the group screens come with a later issue; until
 * then a catalogued group shows the unsupported-form card.
 */
export default function Route() {
  const { groupType = '', formGroupId } = useParams();
  const config = useOnlineConfig();
  if (parseFormId(formGroupId) === null) return <StatusPage kind="not-found" />;
  if (!isFormGroup(groupType)) return <UnknownFormType />;
  const offered = config?.formGroups.find((group) => group.formType === groupType);
  if (!offered?.isEnabled || !offered.isVisible) return <Navigate to="/" replace />;
  return <UnsupportedFormType formType={groupType} />;
}
