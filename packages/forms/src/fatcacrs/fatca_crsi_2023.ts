import {
  signerBlock,
  taxResidencesBlock,
  type Answers,
  type BlockDef,
  type CertificationDef,
  type FormDefinition,
  type PaperLayout,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { CRS_CITY_LINE, crsPaper } from '../blocks/crsPaper';
import { individualLockGroups, individualPart1 } from '../blocks/crsIndividual';
import { usPersonBlock } from './usPerson';
import { duplicateJurisdictionCheck, notUsPersonChecks } from '../blocks/crsConsistency';

const { family, signatureSection, dateFormat, revision } = formCatalogue.fatca_crsi_2023;

/** Part 1 as the CRS-I asks it: name (family name first), current residence and mailing addresses, birth date and place. */
const identification = individualPart1('crsi');

/** What the answers of Part 2 say: a US person (either Yes), not one (both No), or not yet known. */
export function usPersonAnswer(answers: Answers): 'usPerson' | 'notUsPerson' | 'unknown' {
  const { isUsCitizen, isUsResident } = answers.usPerson ?? {};
  if (isUsCitizen === 'Yes' || isUsResident === 'Yes') return 'usPerson';
  return isUsCitizen === 'No' && isUsResident === 'No' ? 'notUsPerson' : 'unknown';
}

/**
 * The combined FATCA and CRS declaration: the institution's own text (no official form exists; crs.md), then the
 * FATCA statement the Part 2 answers make (fatca-crs-lines.md §5): item 1, a US person's — a US citizen or resident
 * whose US TIN is given in Part 2 and whose account is reported to the IRS, directly or through the local tax
 * authority under the intergovernmental agreement; item 2, everyone else's — not a US citizen nor a US resident for
 * tax purposes. The item that does not apply is struck through, as the W-9 strikes its item 2, on screen, in the
 * review and in the PDF (ADR 062). All our wording (marked as such by `legalTextsOf`); unconfirmed word for word
 * against any one institution's printed form.
 */
const declaration: CertificationDef = {
  intro: 'certification.fatca_crsi_2023.declaration',
  items: ['certification.fatca_crsi_2023.usPerson', 'certification.fatca_crsi_2023.notUsPerson'],
  struckItems: (answers) => {
    const status = usPersonAnswer(answers);
    if (status === 'usPerson') return [2];
    return status === 'notUsPerson' ? [1] : [];
  },
};

/**
 * Part 2, FATCA: US citizen, US resident for tax purposes, the US TIN of a US person (usPerson.ts). The citizenship
 * question's hint says who counts (fatca-crs-lines.md §5): a dual citizen, and someone born in the United States who has
 * not formally given up US citizenship.
 */
const usPersonPart = usPersonBlock({ title: 'questionnaire.fatca_crsi_2023.usPerson.title', part: '2' });
const usPerson: BlockDef = {
  ...usPersonPart,
  questions: usPersonPart.questions.map((question) =>
    question.id === 'isUsCitizen' ? { ...question, hint: 'questionnaire.fatca_crsi_2023.isUsCitizen.hint' } : question,
  ),
};

const paper: PaperLayout = crsPaper({
  section: 'signature',
  address: 'questionnaire.crsi.address.title',
  mailingAddress: 'questionnaire.crsi.mailingAddress.title',
  cityLine: CRS_CITY_LINE,
});

/**
 * Combined FATCA/CRS individual self-certification (2023): Part 1 the CRS-I's identification; Part 2 the FATCA
 * declaration of US citizenship and US tax residence, with the US TIN of a US person; Part 3 the CRS tax residences
 * (1–5, questionnaire-and-forms.md §9) with TIN or reason A/B/C; Part 4 the combined declaration and signature (section `signature`).
 */
export const fatca_crsi_2023: FormDefinition = {
  formType: 'fatca_crsi_2023',
  family,
  title: 'questionnaire.fatca_crsi_2023.title',
  revision,
  signatureSection,
  certification: declaration,
  paper,
  dateFormat,
  blocks: [
    ...identification,
    { ...usPerson, titleInPart: true },
    {
      ...taxResidencesBlock({ title: 'questionnaire.fatca_crsi_2023.taxResidences.title', part: '3', min: 1, max: 5 }),
      titleInPart: true,
    },
    {
      ...signerBlock({
        id: signatureSection,
        title: 'questionnaire.fatca_crsi_2023.signature.title',
        part: '4',
        signer: 'individualOnly',
        dateFormat,
        statement: 'certification.fatca_crsi_2023.declaration',
      }),
      titleInPart: true,
    },
  ],
  parts: [
    { id: '1', title: 'questionnaire.crsi.parts.1' },
    { id: '2', title: 'questionnaire.fatca_crsi_2023.parts.2' },
    { id: '3', title: 'questionnaire.crsi.parts.2' },
    { id: '4', title: 'questionnaire.crsi.parts.3' },
  ],
  // Tax residences once each; "not a US person" contradicted by a US tax residence (rejected) or
  // accompanied by US indicia (warnings naming the document the institution will ask for).
  checks: [
    duplicateJurisdictionCheck(),
    ...notUsPersonChecks({
      notUsPerson: (answers) => usPersonAnswer(answers) === 'notUsPerson',
      indicia: {
        residence: 'address.country',
        mailing: 'mailingAddress.country',
        birthCountry: 'birthDetails.birthCountry',
      },
    }),
  ],
  lockGroups: individualLockGroups,
  // A US citizen living in France: US TIN and a French tax residence.
  sampleAnswers: (current: Answers, signerName: string): Answers => ({
    ...current,
    usPerson: { isUsCitizen: 'Yes', isUsResident: 'No', usTin: '123456780' },
    taxResidences: { taxResidences: [{ country: 'FR', tin: 'FR-2941-7730' }] },
    signature: { ...current.signature, name: signerName },
  }),
};
