import { catalogueEntry, hasDefinition } from '@taxcert/forms';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { FormScreen, preloadSubjectPage } from '../../features/form';
import type { RoutePreload } from '../router';
import { StatusPage } from '../../features/status/StatusPage';
import { UnknownFormType, UnsupportedFormType } from '../../components/ui/FormTypeCards';
import { RevisionNotAccepted, useRevisionNotice } from '../../components/ui/RevisionNotAccepted';
import { NO_ACCOUNT, useSelectedAccount } from '../../lib/session/selected-account';
import { useOnlineConfig } from '../../lib/session/session';
import { parseFormId } from './params';
import { paths } from '../../lib/navigation/paths';
import { isOffered } from '../../lib/config/offered';

/**
 * /forms/{formType}/{formId} (app-shell.md §2): an unknown form type → 'Incorrect blank type'; a type
 * that is not both enabled and visible → `/`; a catalogued type without a definition → the
 * unsupported-form card, or the "no longer accepted" card for a superseded revision; otherwise the form screen.
 */
export default function Route() {
  const { formType = '', formId } = useParams();
  const config = useOnlineConfig();
  const id = parseFormId(formId);
  const subject = useMemo(() => ({ kind: 'form' as const, type: formType, id: id ?? 0 }), [formType, id]);
  if (id === null) return <StatusPage kind="not-found" />;
  if (!catalogueEntry(formType)) return <UnknownFormType />;
  const offered = config?.formTypes.find((entry) => entry.formType === formType);
  if (!isOffered(offered)) return <Navigate to={paths.landing()} replace />;
  if (!hasDefinition(formType)) return <WithoutDefinition formType={formType} />;
  return <FormScreen key={`${formType}/${id}`} subject={subject} />;
}

/**
 * The page's preload (app/router.tsx `preloadScreen`): the form's definition loads as soon as this chunk is in, its
 * data once the start-up is (features/form/api/preload-subject.ts).
 */
export const preload: RoutePreload = ({ formType = '', formId }, booted) =>
  preloadSubjectPage({ kind: 'form', type: formType, id: parseFormId(formId) }, booted);

/**
 * A catalogued type this version does not build: a superseded revision no longer accepted (the unversioned W-8BEN-E
 * and W-8IMY, ADR 058) gets the card that offers the current revision for the selected account; any other, the
 * unsupported-form card (app-shell.md §8).
 */
function WithoutDefinition({ formType }: { formType: string }) {
  const notice = useRevisionNotice(formType);
  const { accountId } = useSelectedAccount();
  if (notice) return <RevisionNotAccepted notice={notice} accountId={accountId === NO_ACCOUNT ? null : accountId} />;
  return <UnsupportedFormType formType={formType} />;
}
