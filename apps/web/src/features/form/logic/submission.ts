import { usesEsignPin } from '@taxcert/forms';

/**
 * The submission stages of app-shell.md §4 that the form screen shows (Submission = the success route).
 * `Pin` is the e-signature PIN step the Signing stage opens with when §4's conditions hold.
 */
export type SubmissionStage = 'Validating' | 'Confirmation' | 'Certification' | 'Pin' | 'Signing';

/** What decides whether signing starts with the e-signature PIN (app-shell.md §4 "Authentication"). */
export interface PinConditions {
  previewOnly: boolean;
  /** The online config's authenticationType (1 = e-signature PIN). */
  authenticationType: number;
  /** A PIN was verified in this session and not yet used by a signature. */
  pinVerified: boolean;
  formType: string;
}

/**
 * The e-signature PIN is asked first when: not preview-only, authenticationType 1, not yet verified, and the
 * form type's catalogue entry signs with the PIN (CRS and FATCA CRS forms do not).
 */
export function needsEsignPin(input: PinConditions): boolean {
  return !input.previewOnly && input.authenticationType === 1 && !input.pinVerified && usesEsignPin(input.formType);
}

/** Entering the Signing stage: through the PIN step when it is needed. */
export const signingEntry = (pinNeeded: boolean): SubmissionStage => (pinNeeded ? 'Pin' : 'Signing');

/** Sign-and-submit: a form already certified (workflow stage 2) goes straight to signing. */
export function stageOnSignAndSubmit(workflowStage: number, pinNeeded = false): SubmissionStage {
  return workflowStage === 2 ? signingEntry(pinNeeded) : 'Confirmation';
}

/** Confirm answered true: nothing more to do (success route); false: certify next. */
export function stageAfterConfirm(done: boolean): SubmissionStage | 'Done' {
  return done ? 'Done' : 'Certification';
}

/** A workflow stage above 2 means the form is signed or submitted: show the success route. */
export const isFinished = (workflowStage: number): boolean => workflowStage > 2;

/**
 * A Check of changed answers on a confirmed or certified form (stages 1–2) reverts it (PUT revert → 0): the
 * new answers must be reviewed and certified again before they are signed.
 */
export const needsRevert = (workflowStage: number, answersChanged: boolean): boolean =>
  answersChanged && workflowStage >= 1 && workflowStage <= 2;
