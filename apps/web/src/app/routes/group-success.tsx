import { isFormGroup } from '@taxcert/forms';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { UnknownFormType } from '../../components/ui/FormTypeCards';
import { SuccessPage } from '../../features/form/success';
import { StatusPage } from '../../features/status/StatusPage';
import { parseFormId } from './params';

/** /forms/groups/{groupType}/{formGroupId}/success (app-shell.md §2): the success page of a group. */
export default function Route() {
  const { groupType = '', formGroupId } = useParams();
  const id = parseFormId(formGroupId);
  const subject = useMemo(() => ({ kind: 'group' as const, type: groupType, id: id ?? 0 }), [groupType, id]);
  if (id === null) return <StatusPage kind="not-found" />;
  if (!isFormGroup(groupType)) return <UnknownFormType />;
  return <SuccessPage key={`${groupType}/${id}`} subject={subject} />;
}
