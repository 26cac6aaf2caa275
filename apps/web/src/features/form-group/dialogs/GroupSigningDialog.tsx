import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { SignatureDialog } from '../../form/dialogs/SignatureDialog';

/**
 * One signature for the whole group, dated 'MMMM dd, yyyy': POST formgroups/{id}/sign, then PUT
 * formgroups/{id}/submit {stage: 4}. The dialog itself is the forms' SignatureDialog.
 */
export default function GroupSigningDialog({ formGroupId, signDate, defaultCapacity, onCancel, onSubmitted, onPinRequired }: {
  formGroupId: number;
  signDate: string;
  defaultCapacity: string;
  onCancel: () => void;
  onSubmitted: () => void;
  onPinRequired: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const sign = api.formGroups.sign.useMutation();
  const submit = api.formGroups.submit.useMutation();
  return (
    <SignatureDialog
      title={t('formGroup.signTitle')}
      intro={t('formGroup.signIntro')}
      signDate={signDate}
      defaultCapacity={defaultCapacity}
      busy={sign.isPending || submit.isPending}
      sign={({ printName, capacity }) => sign.mutateAsync({ params: { id: formGroupId }, body: { printName, capacity, signDate } })}
      submit={() => submit.mutateAsync({ params: { id: formGroupId }, body: { stage: 4 } })}
      onCancel={onCancel}
      onSubmitted={onSubmitted}
      onPinRequired={onPinRequired}
    />
  );
}
