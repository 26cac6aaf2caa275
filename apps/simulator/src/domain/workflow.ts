import { ErrorCodes, WorkflowStage, type WorkflowState } from '@taxcert/contracts';
import { ApiFailure } from './failure';

/**
 * The server side of the stage machine (ADR 0001): 0 new → 1 confirmed → 2 certified → 3 signed →
 * 4 submitted. A repeated certify, sign or submit at the stage it leads to is the same operation and
 * answers the same state, so a retried request never applies a change twice.
 */
export interface Workflowed {
  workflowState: WorkflowState;
  review: { reviewed: boolean; reviewedAt: string | null };
}

const conflict = (message: string) => new ApiFailure(409, message, ErrorCodes.StageConflict);
const move = (item: Workflowed, stage: number, now: Date): WorkflowState => {
  item.workflowState = { stage, updatedAt: now.toISOString() };
  return item.workflowState;
};

export function confirm(item: Workflowed, now: Date): void {
  if (item.workflowState.stage > WorkflowStage.Confirmed) {
    throw conflict('This form is already certified or signed; it cannot be confirmed again.');
  }
  item.review = { reviewed: true, reviewedAt: now.toISOString() };
  move(item, WorkflowStage.Confirmed, now);
}

export function certify(item: Workflowed, now: Date): WorkflowState {
  const stage = item.workflowState.stage;
  if (stage === WorkflowStage.Certified) return item.workflowState;
  if (stage !== WorkflowStage.Confirmed) throw conflict('Please confirm the form before certifying it.');
  return move(item, WorkflowStage.Certified, now);
}

/**
 * Checks that signing may happen now. Returns true when this exact signature was already applied (a
 * retry), in which case nothing more is done.
 */
export function checkSignable(item: Workflowed, alreadySignedWithSameRequest: boolean): boolean {
  const stage = item.workflowState.stage;
  if (stage >= WorkflowStage.Signed && alreadySignedWithSameRequest) return true;
  if (stage !== WorkflowStage.Certified) throw conflict('Please certify the form before signing it.');
  return false;
}

export function markSigned(item: Workflowed, now: Date): WorkflowState {
  return move(item, WorkflowStage.Signed, now);
}

export function submit(item: Workflowed, target: number, previewOnly: boolean, now: Date): WorkflowState {
  const stage = item.workflowState.stage;
  if (target === stage) return item.workflowState;
  if (target === WorkflowStage.Submitted) {
    const ready = stage === WorkflowStage.Signed || (previewOnly && stage >= WorkflowStage.Confirmed);
    if (!ready) throw conflict('Only a signed form can be submitted.');
    return move(item, target, now);
  }
  throw conflict(
    `A form at stage ${stage} cannot be moved to stage ${target} by submitting; use confirm, certify or sign.`,
  );
}

export function revert(item: Workflowed, now: Date): WorkflowState {
  if (item.workflowState.stage >= WorkflowStage.Signed) throw conflict('A signed form cannot be reverted.');
  if (item.workflowState.stage === WorkflowStage.New) return item.workflowState;
  item.review = { reviewed: false, reviewedAt: null };
  return move(item, WorkflowStage.New, now);
}
