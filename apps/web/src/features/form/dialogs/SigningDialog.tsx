import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { SignatureDialog } from './SignatureDialog';

/**
 * Signing a form: POST forms/{id}/sign (with the affidavit of unchanged status when the signer asked for
 * one), then PUT forms/{id}/submit {stage: 4}. The dialog itself is SignatureDialog.
 */
export default function SigningDialog({ formId, signDate, defaultCapacity, affidavit, onCancel, onSubmitted, onPinRequired }: {
  formId: number;
  signDate: string;
  defaultCapacity: string;
  /** The affidavit's data when the signer ticked generateAffidavit; null otherwise. */
  affidavit: Record<string, string> | null;
  onCancel: () => void;
  onSubmitted: () => void;
  onPinRequired: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const sign = api.forms.sign.useMutation();
  const submit = api.forms.submit.useMutation();
  return (
    <SignatureDialog
      title={t('formSigning.title')}
      intro={t('formSigning.intro')}
      signDate={signDate}
      defaultCapacity={defaultCapacity}
      busy={sign.isPending || submit.isPending}
      sign={({ printName, capacity }) => {
        const collectable = affidavit
          ? { collectableSupportingDocType: 'AffidavitOfUnchangedStatus' as const, collectableSupportingDocData: { ...affidavit, printName, capacity, signDate } }
          : {};
        return sign.mutateAsync({ params: { id: formId }, body: { printName, capacity, signDate, ...collectable } });
      }}
      submit={() => submit.mutateAsync({ params: { id: formId }, body: { stage: 4 } })}
      onCancel={onCancel}
      onSubmitted={onSubmitted}
      onPinRequired={onPinRequired}
    />
  );
}
