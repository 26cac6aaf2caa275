import { isTicked, OWN_BEHALF, SIGNATURE_NOT_REQUESTED, type BlockDef, type CertificationDef } from '@taxcert/engine';
import type { W9Revision } from './revisions';

// The W-9 signer is always an individual signing on their own behalf (questionnaire-and-forms.md §3, signer options); the signature
// holds the engine's placeholder until the e-signature is requested.
export { OWN_BEHALF, SIGNATURE_NOT_REQUESTED };

/** Part II: certification, the signature section; the backup withholding box shows the revision's certification instructions. */
export function certificationBlock(revision: W9Revision, dateFormat: string): BlockDef {
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
      {
        id: 'capacity',
        label: 'questionnaire.signer.capacity.label',
        widget: 'text',
        default: OWN_BEHALF,
        disabled: true,
      },
      {
        id: 'subjectToBackupWhd',
        label: 'questionnaire.signer.subjectToBackupWhd.label',
        hint: revision.certificationTexts.instructions,
        widget: 'checkbox',
        default: false,
      },
      {
        id: 'signature',
        label: 'questionnaire.w9.signature.label',
        widget: 'text',
        props: { valueLabels: { [SIGNATURE_NOT_REQUESTED]: 'questionnaire.signer.signature.notYetRequested' } },
        default: SIGNATURE_NOT_REQUESTED,
        disabled: true,
      },
      // No default: the app fills in the date when it loads the form.
      {
        id: 'date',
        label: 'questionnaire.signer.date.label',
        widget: 'text',
        props: { format: dateFormat },
        disabled: true,
      },
    ],
  };
}

/**
 * Part II's certification, item by item, in the revision's official words (w9.md, Part II): intro and items 1–4
 * numbered as on the form, then the certification instructions. The signer must cross out item 2 when the IRS
 * has notified them that they are subject to backup withholding (the certification instructions): it is struck
 * through when they tick that box — in the certification dialog and in the PDF.
 */
export function w9Certification(revision: W9Revision): CertificationDef {
  return {
    intro: 'certification.w9.intro',
    items: [
      'certification.w9.item1',
      revision.certificationTexts.item2,
      'certification.w9.item3',
      'certification.w9.item4',
    ],
    note: revision.certificationTexts.instructions,
    explanation: 'certification.w9.explanation',
    struckItems: (answers) => (isTicked(answers.certification?.subjectToBackupWhd) ? [2] : []),
  };
}
