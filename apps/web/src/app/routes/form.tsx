import { useParams } from 'react-router-dom';
import { FormScreen } from '../../features/form';
import { parseFormId } from './params';
import { StatusPage } from '../../features/status/StatusPage';

export default function Route() {
  const { formType = '', formId } = useParams();
  const id = parseFormId(formId);
  if (id === null) return <StatusPage kind="not-found" />;
  return <FormScreen key={`${formType}/${id}`} formType={formType} formId={id} />;
}
