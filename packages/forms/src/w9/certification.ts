import { isTicked, type BlockDef, type CertificationDef } from '@taxcert/engine';

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

/**
 * Part II's certification, item by item (w9.md, Part II; texts verbatim from Form W-9 in the language
 * catalogue). The signer must cross out item 2 when the IRS has notified them that they are subject to
 * backup withholding (the certification instructions): it is struck through when they tick that box.
 */
export const w9Certification: CertificationDef = {
  intro: 'certification.w9.intro',
  items: [1, 2, 3, 4].map((n) => `certification.w9.item${n}`),
  note: 'certification.w9.instructions',
  struckItems: (answers) => (isTicked(answers.certification?.subjectToBackupWhd) ? [2] : []),
};
