import type { BlockDef } from '@taxcert/engine';

/** The W-9 signer is always an individual signing on their own behalf (spec §3, signer options). */
export const OWN_BEHALF = 'Signing on Own Behalf';
/** Placeholder value of the signature until the e-signature is requested. */
export const SIGNATURE_NOT_REQUESTED = 'NOT YET REQUESTED';

/** Part II: certification, the signature section. */
export function certificationBlock(dateFormat: string): BlockDef {
  return {
    id: 'certification',
    title: 'questionnaire.w9.certification.title',
    part: 'II',
    titleInPart: true,
    questions: [
      {
        id: 'name',
        label: 'questionnaire.signer.name.label',
        widget: 'text',
        rules: [{ kind: 'required', message: 'questionnaire.signer.name.errorMessage' }],
      },
      { id: 'capacity', label: 'questionnaire.signer.capacity.label', widget: 'text', default: OWN_BEHALF, disabled: true },
      {
        id: 'subjectToBackupWhd',
        label: 'questionnaire.signer.subjectToBackupWhd.label',
        hint: 'questionnaire.w9.certification.statement',
        widget: 'checkbox',
        default: false,
      },
      {
        id: 'signature',
        label: 'questionnaire.w9.signature.label',
        widget: 'text',
        default: SIGNATURE_NOT_REQUESTED,
        disabled: true,
      },
      // No default: the app fills in the date when it loads the form.
      { id: 'date', label: 'questionnaire.signer.date.label', widget: 'text', props: { format: dateFormat }, disabled: true },
    ],
  };
}
