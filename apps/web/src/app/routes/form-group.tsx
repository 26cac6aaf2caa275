import { isFormGroup } from '@taxcert/forms';
import { Navigate, useParams } from 'react-router-dom';
import { GroupScreen } from '../../features/form-group/GroupScreen';
import { StatusPage } from '../../features/status/StatusPage';
import { UnknownFormType } from '../../components/ui/FormTypeCards';
import { useOnlineConfig } from '../../lib/session';
import { parseFormId } from './params';

/**
 * /forms/groups/{groupType}/{formGroupId} (app-shell.md §2): an unknown group type → 'Incorrect blank
 * type'; a group that is not both enabled and visible → `/`; otherwise the group screen.
 */
export default function Route() {
  const { groupType = '', formGroupId } = useParams();
  const config = useOnlineConfig();
  const id = parseFormId(formGroupId);
  if (id === null) return <StatusPage kind="not-found" />;
  if (!isFormGroup(groupType)) return <UnknownFormType />;
  const offered = config?.formGroups.find((group) => group.formType === groupType);
  if (!offered?.isEnabled || !offered.isVisible) return <Navigate to="/" replace />;
  return <GroupScreen key={`${groupType}/${id}`} groupType={groupType} formGroupId={id} />;
}
