import type { Answers, FormDefinition } from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { accountNumbersBlock } from './accountNumbers';
import { addressBlock } from './address';
import { certificationBlock, w9Certification } from './certification';
import { classificationBlock } from './classification';
import { exemptionsBlock } from './exemptions';
import { nameBlock } from './name';
import { w9Paper } from './paper';
import type { W9Revision } from './revisions';
import { usTinBlock9 } from './usTin';

/** A W-9 an individual fills: their name as line 1 and signer, an address in Illinois and an SSN. */
function sampleAnswers(current: Answers, signerName: string): Answers {
  return {
    ...current,
    name: { ...current.name, name: signerName },
    address: {
      ...current.address,
      line1: '1 Main Street',
      line3: 'Springfield',
      line4: 'IL',
      postalCode: '62701',
      country: 'US',
    },
    usTin: { ...current.usTin, tinType: 'Ssn', tin: '521447812', appliedFor: 'No' },
    certification: { ...current.certification, name: signerName },
  };
}

/** A W-9 definition: the blocks in the official line order, then Part I and Part II. */
export function w9Definition(revision: W9Revision): FormDefinition {
  const { family, signatureSection, dateFormat, revision: printed } = formCatalogue[revision.formType];
  return {
    formType: revision.formType,
    family,
    title: 'questionnaire.w9.title',
    revision: printed,
    signatureSection,
    certification: w9Certification(revision),
    paper: w9Paper,
    dateFormat,
    blocks: [
      nameBlock(revision),
      classificationBlock(revision),
      exemptionsBlock(revision),
      addressBlock(),
      accountNumbersBlock(),
      usTinBlock9(),
      certificationBlock(revision, dateFormat),
    ],
    // Lines 1–7 stand above Part I on the paper form, in a box without a part heading (w9.md, page-1 layout).
    parts: [
      { id: 'I', title: 'questionnaire.w9.parts.I' },
      { id: 'II', title: 'questionnaire.w9.parts.II' },
    ],
    sampleAnswers,
  };
}
