import { useEsignPinNeeded, useSubmissionStages, type Submission } from '../../form/dialogs/use-submission';
import { groupQueryKey } from '../api/queries';

/**
 * The submission stages of app-shell.md §4 for a whole group, each once for all its forms, ending on the
 * group's success route. The e-signature PIN is asked when any form of the group needs it (the W-8BEN of
 * crsiw8ben; CRS forms alone do not).
 */
export function useGroupSubmission({ groupType, formGroupId, formTypes, previewOnly, workflowStage, onWorkflowStage }: {
  groupType: string;
  formGroupId: number;
  formTypes: readonly string[];
  previewOnly: boolean;
  workflowStage: number;
  onWorkflowStage: (stage: number) => void;
}): Submission {
  return useSubmissionStages({
    pinNeeded: useEsignPinNeeded(formTypes, previewOnly),
    workflowStage,
    onWorkflowStage,
    successPath: `/forms/groups/${groupType}/${formGroupId}/success`,
    staleQueryKey: groupQueryKey(formGroupId),
  });
}
