import type { WorkflowState } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import type { CertificationText } from './certification-text';
import { CertifyDialog } from './CertifyDialog';

/** Certification of a form: its certification text, read to the end, then POST forms/{id}/certify. */
export default function CertificationDialog({ formId, text, onCancel, onCertified }: {
  formId: number;
  text: CertificationText;
  onCancel: () => void;
  onCertified: (state: WorkflowState) => void;
}) {
  const { t } = useTranslation();
  const certify = useApi().forms.certify.useMutation();
  return (
    <CertifyDialog
      busy={certify.isPending}
      certify={async () => (await certify.mutateAsync({ params: { id: formId } })).body}
      onCancel={onCancel}
      onCertified={onCertified}
    >
      <p>{t(text.introKey)}</p>
      {text.items.length > 0 ? (
        <ol className="certification-items">
          {text.items.map((item) => (
            <li key={item.key}>{item.struck ? <s>{t(item.key)}</s> : t(item.key)}</li>
          ))}
        </ol>
      ) : null}
      {text.noteKey ? <p className="small">{t(text.noteKey)}</p> : null}
    </CertifyDialog>
  );
}
