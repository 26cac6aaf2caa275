import { isFormGroup } from '@taxcert/forms';
import { useParams } from 'react-router-dom';
import { UnknownFormType } from '../../components/ui/FormTypeCards';
import { GroupSuccessPage } from '../../features/form-group/GroupSuccessPage';
import { StatusPage } from '../../features/status/StatusPage';
import { parseFormId } from './params';

/** /forms/groups/{groupType}/{formGroupId}/success (app-shell.md §2): the success page of a group. */
export default function Route() {
  const { groupType = '', formGroupId } = useParams();
  const id = parseFormId(formGroupId);
  if (id === null) return <StatusPage kind="not-found" />;
  if (!isFormGroup(groupType)) return <UnknownFormType />;
  return <GroupSuccessPage key={`${groupType}/${id}`} groupType={groupType} formGroupId={id} />;
}
