/** The submission stages of app-shell.md §4 that the form screen shows (Submission = the success route). */
export type SubmissionStage = 'Validating' | 'Confirmation' | 'Certification' | 'Signing';

/** Sign-and-submit: a form already certified (workflow stage 2) goes straight to signing. */
export function stageOnSignAndSubmit(workflowStage: number): SubmissionStage {
  return workflowStage === 2 ? 'Signing' : 'Confirmation';
}

/** Confirm answered true: nothing more to do (success route); false: certify next. */
export function stageAfterConfirm(done: boolean): SubmissionStage | 'Done' {
  return done ? 'Done' : 'Certification';
}

/** A workflow stage above 2 means the form is signed or submitted: show the success route. */
export const isFinished = (workflowStage: number): boolean => workflowStage > 2;
