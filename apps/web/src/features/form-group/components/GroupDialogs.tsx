import type { FormData } from '@taxcert/contracts';
import { lazy, Suspense } from 'react';
import type { Submission } from '../../form/dialogs/use-submission';
import type { GroupStatement } from '../dialogs/GroupCertificationDialog';

const GroupConfirmationDialog = lazy(() => import('../dialogs/GroupConfirmationDialog'));
const GroupCertificationDialog = lazy(() => import('../dialogs/GroupCertificationDialog'));
const PinStep = lazy(() => import('../../form/dialogs/PinStep'));
const GroupSigningDialog = lazy(() => import('../dialogs/GroupSigningDialog'));

/** The dialog of the group's current submission stage (none while Validating). */
export function GroupDialogs({ submission, formGroupId, forms, answers, statements, previewOnly, signDate, defaultCapacity }: {
  submission: Submission;
  formGroupId: number;
  forms: { formType: string; title: string }[];
  answers: Record<string, FormData>;
  statements: GroupStatement[];
  previewOnly: boolean;
  signDate: string;
  defaultCapacity: string;
}) {
  const { stage, cancel } = submission;
  return (
    <Suspense fallback={null}>
      {stage === 'Confirmation' ? (
        <GroupConfirmationDialog formGroupId={formGroupId} forms={forms} answers={answers} previewOnly={previewOnly} onCancel={cancel} onConfirmed={submission.onConfirmed} />
      ) : null}
      {stage === 'Certification' ? (
        <GroupCertificationDialog formGroupId={formGroupId} statements={statements} onCancel={cancel} onCertified={submission.onCertified} />
      ) : null}
      {stage === 'Pin' ? <PinStep onVerified={submission.onPinVerified} onCancel={cancel} /> : null}
      {stage === 'Signing' ? (
        <GroupSigningDialog
          formGroupId={formGroupId}
          signDate={signDate}
          defaultCapacity={defaultCapacity}
          onCancel={cancel}
          onSubmitted={submission.onSigned}
          onPinRequired={submission.onPinRequired}
        />
      ) : null}
    </Suspense>
  );
}
