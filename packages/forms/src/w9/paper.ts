import type { Answers, PaperLayout } from '@taxcert/engine';

const usTin = (answers: Answers) => answers.usTin ?? {};

/**
 * The W-9 as printed (w9.md, page-1 layout): lines 1–7 above Part I, line 5 the street and line 6 "City, state,
 * and ZIP code" each on one line; Part I's TIN in the SSN or EIN space, "Applied For" written in that space
 * when the payee is waiting for a TIN; Part II's certification, then "Sign Here": signature of U.S. person and
 * date, the signer's printed name under them. The TIN type, the applied-for answer, the signer's capacity and
 * the backup withholding box have no line of their own on the paper form (the last strikes item 2).
 */
export const w9Paper: PaperLayout = {
  rows: [
    { line: '5', label: 'questionnaire.address.line1.label', answers: ['address.line1', 'address.line2'] },
    {
      line: '6',
      label: 'pdf.w9.line6',
      answers: ['address.line3', 'address.line4', 'address.postalCode', 'address.country'],
    },
    ...(['Ssn', 'Ein'] as const).map((type) => ({
      label: `questionnaire.usTin.tinType.option.${type}`,
      answers: ['usTin.tin'],
      when: (answers: Answers) => (usTin(answers).tinType === 'Ein' ? 'Ein' : 'Ssn') === type,
      // The engine's usTin block: appliedFor 'Yes' disables the TIN (its `tinAppliedFor`).
      instead: { when: (answers: Answers) => usTin(answers).appliedFor === 'Yes', text: 'pdf.appliedFor' },
    })),
  ],
  omit: ['usTin.tinType', 'usTin.appliedFor', 'certification.capacity', 'certification.subjectToBackupWhd'],
  signature: {
    line: [
      { label: 'questionnaire.w9.signature.label', answers: ['certification.signature'] },
      { label: 'questionnaire.signer.date.label', answers: ['certification.date'] },
    ],
    under: [{ label: 'questionnaire.signer.name.label', answers: ['certification.name'] }],
  },
};
