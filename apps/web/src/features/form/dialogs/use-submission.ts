import { useQueryClient } from '@tanstack/react-query';
import type { WorkflowState } from '@taxcert/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pinSession, usePinVerified } from './pin/pin-session';
import { useOnlineConfig } from '../../../lib/session/session';
import {
  needsEsignPin,
  signingEntry,
  stageAfterConfirm,
  stageOnSignAndSubmit,
  type SubmissionStage,
} from '../logic/submission';
import { successPathOf, subjectQueryKey, type SubjectRef } from '../api/subject';
import { useBackCancels } from './use-back-cancels';

export interface Submission {
  stage: SubmissionStage;
  /** Sign and submit pressed (the answers are known to be ready). */
  start: () => void;
  /** Cancel at any stage (confirmation, certification, PIN, signing): back to Validating. */
  cancel: () => void;
  onConfirmed: (done: boolean) => void;
  onCertified: (state: WorkflowState) => void;
  onPinVerified: () => void;
  /** Signed and submitted. */
  onSigned: () => void;
  /** Signing answered 499: the PIN must be verified (again) before the next attempt. */
  onPinRequired: () => void;
}

/**
 * Whether signing needs the e-signature PIN first (app-shell.md §4): when any of the forms being signed needs it, under
 * the configured authentication type and this session's PIN verification.
 */
export function useEsignPinNeeded(formTypes: readonly string[], previewOnly: boolean): boolean {
  const authenticationType = useOnlineConfig()?.authenticationType ?? 0;
  const pinVerified = usePinVerified();
  return formTypes.some((formType) => needsEsignPin({ previewOnly, authenticationType, pinVerified, formType }));
}

/**
 * The submission stages of app-shell.md §4 for what is being submitted (a form, or a group at once):
 * Validating → Confirmation → Certification → (PIN) → Signing → the success route; which dialog shows, what
 * each answer leads to, the PIN session. Browser Back during the PIN or signing step cancels it. Confirming
 * moves the known workflow stage to at least 1, so answers changed after it are confirmed again (PUT revert
 * at the next Check). The PIN is asked when any form being signed needs it (the W-8BEN of crsiw8ben; CRS
 * forms alone do not).
 */
export function useSubmission({
  subject,
  formTypes,
  previewOnly,
  workflowStage,
  onWorkflowStage,
}: {
  subject: SubjectRef;
  formTypes: readonly string[];
  previewOnly: boolean;
  workflowStage: number;
  onWorkflowStage: (stage: number) => void;
}): Submission {
  const pinNeeded = useEsignPinNeeded(formTypes, previewOnly);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<SubmissionStage>('Validating');
  const cancel = useCallback(() => setStage('Validating'), []);
  useBackCancels(stage === 'Pin' || stage === 'Signing', cancel);

  async function finish() {
    // Navigate first: the success route replaces the signing step's history entry before the editor
    // unmounts, then the stale form or group is dropped.
    await navigate(successPathOf(subject), { replace: true });
    await queryClient.invalidateQueries({ queryKey: subjectQueryKey(subject) });
  }

  return {
    stage,
    start: () => setStage(stageOnSignAndSubmit(workflowStage, pinNeeded)),
    cancel,
    onConfirmed: (done) => {
      const next = stageAfterConfirm(done);
      if (next === 'Done') return void finish();
      onWorkflowStage(Math.max(workflowStage, 1));
      setStage(next);
    },
    onCertified: (state) => {
      onWorkflowStage(state.stage);
      setStage(signingEntry(pinNeeded));
    },
    onPinVerified: () => {
      pinSession.markVerified();
      setStage('Signing');
    },
    onSigned: () => {
      // The server consumed the verified PIN with this signature.
      pinSession.markUsed();
      void finish();
    },
    onPinRequired: () => pinSession.markUsed(),
  };
}
