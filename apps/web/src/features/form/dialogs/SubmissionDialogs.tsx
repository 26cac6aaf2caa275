import type { FormData } from '@taxcert/contracts';
import { lazy, Suspense } from 'react';
import { signDateOf } from '../logic/sign-date';
import type { CertificationText } from './certification-text';
import type { Submission } from './use-submission';

const ConfirmationDialog = lazy(() => import('./ConfirmationDialog'));
const CertificationDialog = lazy(() => import('./CertificationDialog'));
const PinStep = lazy(() => import('./PinStep'));
const SigningDialog = lazy(() => import('./SigningDialog'));

/** The dialog of the current submission stage (each its own chunk, loaded when first needed). */
export function SubmissionDialogs({ submission, formId, formType, answers, previewOnly, certification, signer }: {
  submission: Submission;
  formId: number;
  formType: string;
  /** The answers being confirmed. */
  answers: FormData;
  previewOnly: boolean;
  certification: CertificationText;
  signer: { capacity: string; affidavit: Record<string, string> | null };
}) {
  const { stage } = submission;
  return (
    <Suspense fallback={null}>
      {stage === 'Confirmation' ? (
        <ConfirmationDialog
          formId={formId}
          formType={formType}
          answers={answers}
          previewOnly={previewOnly}
          onCancel={submission.cancel}
          onConfirmed={submission.onConfirmed}
        />
      ) : null}
      {stage === 'Certification' ? (
        <CertificationDialog formId={formId} text={certification} onCancel={submission.cancel} onCertified={submission.onCertified} />
      ) : null}
      {stage === 'Pin' ? <PinStep onVerified={submission.onPinVerified} onCancel={submission.cancel} /> : null}
      {stage === 'Signing' ? (
        <SigningDialog
          formId={formId}
          signDate={signDateOf(formType)}
          defaultCapacity={signer.capacity}
          affidavit={signer.affidavit}
          onCancel={submission.cancel}
          onSubmitted={submission.onSigned}
          onPinRequired={submission.onPinRequired}
        />
      ) : null}
    </Suspense>
  );
}
