import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { StatusPage } from '../../features/status/StatusPage';
import { SuccessPage } from '../../features/form/success';
import { parseFormId } from './params';

export default function Route() {
  const { formType = '', formId } = useParams();
  const id = parseFormId(formId);
  const subject = useMemo(() => ({ kind: 'form' as const, type: formType, id: id ?? 0 }), [formType, id]);
  if (id === null) return <StatusPage kind="not-found" />;
  return <SuccessPage key={`${formType}/${id}`} subject={subject} />;
}
