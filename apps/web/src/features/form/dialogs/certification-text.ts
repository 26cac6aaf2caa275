import type { Answers } from '@taxcert/engine';

export interface CertificationText {
  introKey: string;
  items: { key: string; struck: boolean }[];
  noteKey: string | null;
}

/**
 * The certification a form's signer makes, as message keys. W-9: the Part II perjury statement, 4 items;
 * item 2 is shown struck through when the signer says they are subject to backup withholding (w9.md).
 * Other families get their own texts in later issues.
 */
export function certificationText(formType: string, answers: Answers, signatureSection: string): CertificationText {
  if (formType.startsWith('w9')) {
    const backup = answers[signatureSection]?.subjectToBackupWhd;
    const struck = backup === true || backup === 'true';
    return {
      introKey: 'certification.w9.intro',
      items: [1, 2, 3, 4].map((n) => ({ key: `certification.w9.item${n}`, struck: n === 2 && struck })),
      noteKey: 'certification.w9.instructions',
    };
  }
  return { introKey: 'certification.generic.intro', items: [], noteKey: null };
}
