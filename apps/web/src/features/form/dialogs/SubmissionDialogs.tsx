import type { FormData } from '@taxcert/contracts';
import type { FormDefinition, FormEvaluation } from '@taxcert/engine';
import { lazy, Suspense } from 'react';
import type { SubjectCalls } from '../api/calls';
import type { SubjectRef } from '../api/subject';
import type { Submission } from './use-submission';

const ConfirmationDialog = lazy(() => import('./ConfirmationDialog'));
const CertificationDialog = lazy(() => import('./CertificationDialog'));
const PinStep = lazy(() => import('./PinStep'));
const SigningDialog = lazy(() => import('./SigningDialog'));

/** One form being submitted, as the dialogs need it. */
export interface SubmissionItem {
  formType: string;
  title: string;
  revision: string;
  def: FormDefinition;
  /** The answers being confirmed, certified and signed. */
  answers: FormData;
  /** The engine's view of those answers (which questions show), read when the review opens. */
  evaluate: () => FormEvaluation;
}

/** The dialog of the current submission stage (each its own chunk, loaded when first needed; none while Validating). */
export function SubmissionDialogs({
  submission,
  subject,
  calls,
  items,
  previewOnly,
}: {
  submission: Submission;
  subject: SubjectRef;
  calls: SubjectCalls;
  items: SubmissionItem[];
  previewOnly: boolean;
}) {
  const { stage, cancel } = submission;
  return (
    <Suspense fallback={null}>
      {stage === 'Confirmation' ? (
        <ConfirmationDialog
          subject={subject}
          calls={calls}
          items={items}
          previewOnly={previewOnly}
          onCancel={cancel}
          onConfirmed={submission.onConfirmed}
        />
      ) : null}
      {stage === 'Certification' ? (
        <CertificationDialog calls={calls} items={items} onCancel={cancel} onCertified={submission.onCertified} />
      ) : null}
      {stage === 'Pin' ? <PinStep onVerified={submission.onPinVerified} onCancel={cancel} /> : null}
      {stage === 'Signing' ? (
        <SigningDialog
          subject={subject}
          calls={calls}
          items={items}
          onCancel={cancel}
          onSubmitted={submission.onSigned}
          onPinRequired={submission.onPinRequired}
        />
      ) : null}
    </Suspense>
  );
}
