import { catalogueEntry, hasDefinition } from '@taxcert/forms';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { FormScreen } from '../../features/form';
import { StatusPage } from '../../features/status/StatusPage';
import { UnknownFormType, UnsupportedFormType } from '../../components/ui/FormTypeCards';
import { useOnlineConfig } from '../../lib/session';
import { parseFormId } from './params';
import { paths } from '../../lib/paths';

/**
 * /forms/{formType}/{formId} (app-shell.md §2): an unknown form type → 'Incorrect blank type'; a type
 * that is not both enabled and visible → `/`; a catalogued type without a definition → the
 * unsupported-form card; otherwise the form screen.
 */
export default function Route() {
  const { formType = '', formId } = useParams();
  const config = useOnlineConfig();
  const id = parseFormId(formId);
  const subject = useMemo(() => ({ kind: 'form' as const, type: formType, id: id ?? 0 }), [formType, id]);
  if (id === null) return <StatusPage kind="not-found" />;
  if (!catalogueEntry(formType)) return <UnknownFormType />;
  const offered = config?.formTypes.find((entry) => entry.formType === formType);
  if (!offered?.isEnabled || !offered.isVisible) return <Navigate to={paths.landing()} replace />;
  if (!hasDefinition(formType)) return <UnsupportedFormType formType={formType} />;
  return <FormScreen key={`${formType}/${id}`} subject={subject} />;
}
