import { isFormGroup } from '@taxcert/forms';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { FormScreen, preloadSubjectPage } from '../../features/form';
import type { RoutePreload } from '../router';
import { StatusPage } from '../../features/status/StatusPage';
import { UnknownFormType } from '../../components/ui/FormTypeCards';
import { useOnlineConfig } from '../../lib/session/session';
import { parseFormId } from './params';
import { paths } from '../../lib/navigation/paths';
import { isOffered } from '../../lib/config/offered';

/**
 * /forms/groups/{groupType}/{formGroupId} (app-shell.md §2): an unknown group type → 'Incorrect blank
 * type'; a group that is not both enabled and visible → `/`; otherwise the group screen.
 */
export default function Route() {
  const { groupType = '', formGroupId } = useParams();
  const config = useOnlineConfig();
  const id = parseFormId(formGroupId);
  const subject = useMemo(() => ({ kind: 'group' as const, type: groupType, id: id ?? 0 }), [groupType, id]);
  if (id === null) return <StatusPage kind="not-found" />;
  if (!isFormGroup(groupType)) return <UnknownFormType />;
  const offered = config?.formGroups.find((group) => group.formType === groupType);
  if (!isOffered(offered)) return <Navigate to={paths.landing()} replace />;
  return <FormScreen key={`${groupType}/${id}`} subject={subject} />;
}

/**
 * The page's preload (app/router.tsx `preloadScreen`): the group's definitions load as soon as this chunk is in, its
 * data once the start-up is (features/form/api/preload-subject.ts).
 */
export const preload: RoutePreload = ({ groupType = '', formGroupId }, booted) =>
  preloadSubjectPage({ kind: 'group', type: groupType, id: parseFormId(formGroupId) }, booted);
