import type { FormDefinition } from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { accountNumbersBlock } from './accountNumbers';
import { addressBlock } from './address';
import { certificationBlock } from './certification';
import { classificationBlock } from './classification';
import { exemptionsBlock } from './exemptions';
import { nameBlock } from './name';
import type { W9Revision } from './revisions';
import { usTinBlock9 } from './usTin';

/** A W-9 definition: the blocks in the official line order, then Part I and Part II. */
export function w9Definition(revision: W9Revision): FormDefinition {
  const { family, signatureSection, dateFormat } = formCatalogue[revision.formType];
  return {
    formType: revision.formType,
    family,
    title: 'questionnaire.w9.title',
    revision: revision.revision,
    signatureSection,
    certificationStatement: 'questionnaire.w9.certification.statement',
    dateFormat,
    blocks: [
      nameBlock(revision),
      classificationBlock(revision),
      exemptionsBlock(revision),
      addressBlock(),
      accountNumbersBlock(),
      usTinBlock9(),
      certificationBlock(dateFormat),
    ],
    // Lines 1–7 stand above Part I on the paper form, in a box without a part heading (w9.md, page-1 layout).
    parts: [
      { id: 'I', title: 'questionnaire.w9.parts.I' },
      { id: 'II', title: 'questionnaire.w9.parts.II' },
    ],
  };
}
