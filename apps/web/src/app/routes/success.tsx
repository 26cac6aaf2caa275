import { useParams } from 'react-router-dom';
import { StatusPage } from '../../features/status/StatusPage';
import { SuccessPage } from '../../features/success/SuccessPage';
import { parseFormId } from './params';

export default function Route() {
  const { formType = '', formId } = useParams();
  const id = parseFormId(formId);
  if (id === null) return <StatusPage kind="not-found" />;
  return <SuccessPage formType={formType} formId={id} />;
}
