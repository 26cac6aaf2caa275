import { useQueryClient } from '@tanstack/react-query';
import type { WorkflowState } from '@taxcert/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pinSession, usePinVerified } from '../../../lib/pin/pin-session';
import { useOnlineConfig } from '../../../lib/session';
import type { Submission } from '../../form/dialogs/use-submission';
import { useBackCancels } from '../../form/dialogs/use-back-cancels';
import { needsEsignPin, signingEntry, stageAfterConfirm, stageOnSignAndSubmit, type SubmissionStage } from '../../form/logic/submission';
import { groupQueryKey } from '../api/queries';

/**
 * The submission stages of app-shell.md §4 for a whole group: Validating → Confirmation → Certification →
 * (PIN) → Signing → the group's success route, each once for all its forms. The e-signature PIN is asked
 * when any form of the group needs it (the W-8BEN of crsiw8ben; CRS forms alone do not). Browser Back
 * during the PIN or signing step cancels it.
 */
export function useGroupSubmission({ groupType, formGroupId, formTypes, previewOnly, workflowStage, onWorkflowStage }: {
  groupType: string;
  formGroupId: number;
  formTypes: readonly string[];
  previewOnly: boolean;
  workflowStage: number;
  onWorkflowStage: (stage: number) => void;
}): Submission {
  const config = useOnlineConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pinVerified = usePinVerified();
  const [stage, setStage] = useState<SubmissionStage>('Validating');
  const authenticationType = config?.authenticationType ?? 0;
  const pinNeeded = formTypes.some((formType) => needsEsignPin({ previewOnly, authenticationType, pinVerified, formType }));
  const cancel = useCallback(() => setStage('Validating'), []);
  useBackCancels(stage === 'Pin' || stage === 'Signing', cancel);

  async function finish() {
    // Navigate first: the success route replaces the signing step's history entry, then the stale group is dropped.
    await navigate(`/forms/groups/${groupType}/${formGroupId}/success`, { replace: true });
    await queryClient.invalidateQueries({ queryKey: groupQueryKey(formGroupId) });
  }

  return {
    stage,
    start: () => setStage(stageOnSignAndSubmit(workflowStage, pinNeeded)),
    cancel,
    onConfirmed: (done) => {
      const next = stageAfterConfirm(done);
      if (next === 'Done') return void finish();
      // Confirmed (stage 1): answers changed from here on are confirmed again (PUT revert at Check).
      onWorkflowStage(Math.max(workflowStage, 1));
      setStage(next);
    },
    onCertified: (state: WorkflowState) => {
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
