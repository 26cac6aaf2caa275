import {
  birthDetailsBlock,
  foreignTinBlock,
  usTinBlock,
  type Answers,
  type BlockDef,
  type FormDefinition,
  type FormHeader,
  type NotForRow,
} from '@taxcert/engine';
import { internationalAddressBlock, isOutsideUs, permanentResidenceRules } from '../blocks/address';
import { usIndiciaChecks } from '../blocks/usIndicia';
import { treatyClaimBlock } from '../blocks/treatyClaim';
import { w8SignerBlock } from '../blocks/w8Signature';
import { formCatalogue } from '../catalogue';
import { w8ben2021Certification, w8ben2021Paper } from './texts';

const { family, signatureSection, dateFormat, revision } = formCatalogue.w8ben_2021;

/** Line 1: name of the individual who is the beneficial owner. */
const nameBlock: BlockDef = {
  id: 'name',
  title: 'questionnaire.w8ben.name.title',
  part: 'I',
  titleInPart: true,
  questions: [
    {
      id: 'name',
      line: '1',
      label: 'questionnaire.w8ben.line1.label',
      widget: 'text',
      rules: [{ kind: 'required', message: 'questionnaire.name.name.errorMessage' }],
    },
  ],
};

/** Line 2: country of citizenship. */
const citizenshipBlock: BlockDef = {
  id: 'citizenship',
  title: 'questionnaire.w8ben.citizenship.title',
  part: 'I',
  questions: [
    {
      id: 'country',
      line: '2',
      label: 'questionnaire.w8ben.line2.label',
      widget: 'country',
      rules: [{ kind: 'required', message: 'questionnaire.citizenship.country.errorMessage' }],
    },
  ],
};

/** Line 7: reference number(s), optional. */
const referenceBlock: BlockDef = {
  id: 'referenceNumbers',
  title: 'questionnaire.w8ben.referenceNumbers.title',
  part: 'I',
  questions: [{ id: 'referenceNumbers', line: '7', label: 'questionnaire.w8ben.line7.label', widget: 'text' }],
};

/**
 * The page-1 header beyond title and revision (w8ben.md; the OMB number is shared by every W-8, w8bene-lines.md).
 * The notes are the arrows under the title, in our words: "for use by individuals" and "give this form to the
 * withholding agent" are w8ben.md's; the section-references and instructions notes are the other W-8 headers' pattern
 * (w8bene-lines.md, w8imy-lines.md), *unconfirmed* for the W-8BEN. The catalogue number is not in the reference and is
 * left out rather than guessed.
 */
const W8BEN_HEADER: FormHeader = {
  formNumber: 'W-8BEN',
  omb: '1545-1621',
  notes: [
    'formHeader.w8ben.forUse',
    'formHeader.w8ben.sectionReferences',
    'formHeader.w8ben.instructions',
    'formHeader.w8ben.giveTo',
  ],
};

/**
 * "Do NOT use this form if" (w8ben.md, top of form), row by row with the forms to use instead. Form 8233 and Form
 * W-4 are not in the catalogue: the row's own text names them and it links nothing.
 */
const W8BEN_NOT_FOR: readonly NotForRow[] = [
  { text: 'notFor.w8ben.entity', useInstead: ['w8bene_2021'] },
  { text: 'notFor.w8ben.usPerson', useInstead: ['w9_2024'] },
  { text: 'notFor.w8ben.effectivelyConnected', useInstead: ['w8eci_2021'] },
  { text: 'notFor.w8ben.personalServices', useInstead: [] },
  { text: 'notFor.w8ben.intermediary', useInstead: ['w8imy_2021'] },
];

/**
 * Form W-8BEN, Rev. October 2021, in the official line order: Part I lines 1–8, Part II (treaty claim,
 * lines 9–10), Part III (certification, the signature section `part3`). Line 3 is a permanent residence
 * address outside the US, never a P.O. box or in-care-of address. The US TIN (line 5) is an SSN or ITIN,
 * not required and without "applied for"; the foreign TIN (6a) is required unless 6b is ticked. The 2021
 * revision has the capacity-to-sign box and no "capacity in which acting" line. Official texts: ./texts.ts.
 */
export const w8ben_2021: FormDefinition = {
  formType: 'w8ben_2021',
  family,
  title: 'questionnaire.w8ben.title',
  revision,
  header: W8BEN_HEADER,
  notFor: W8BEN_NOT_FOR,
  signatureSection,
  certification: w8ben2021Certification,
  paper: w8ben2021Paper,
  dateFormat,
  blocks: [
    nameBlock,
    citizenshipBlock,
    internationalAddressBlock({
      id: 'address',
      title: 'questionnaire.w8ben.address.title',
      part: 'I',
      line: '3',
      rules: permanentResidenceRules({
        poBox: 'questionnaire.w8ben.address.poBoxErrorMessage',
        inCareOf: 'questionnaire.w8ben.address.inCareOfErrorMessage',
        inUs: 'questionnaire.w8ben.address.usErrorMessage',
      }),
    }),
    internationalAddressBlock({
      id: 'mailingAddress',
      title: 'questionnaire.w8ben.mailingAddress.title',
      part: 'I',
      line: '4',
      optional: true,
      linkBlock: 'address',
    }),
    usTinBlock({
      title: 'questionnaire.w8ben.usTin.title',
      part: 'I',
      line: '5',
      tinTypes: ['Ssn'],
      appliedFor: false,
      required: false,
    }),
    foreignTinBlock({
      title: 'questionnaire.w8ben.foreignTin.title',
      part: 'I',
      lines: { tin: '6a', notRequired: '6b' },
    }),
    referenceBlock,
    birthDetailsBlock({
      title: 'questionnaire.w8ben.birthDetails.title',
      part: 'I',
      dateFormat: 'MM-dd-yyyy',
      line: '8',
    }),
    {
      ...treatyClaimBlock({
        title: 'questionnaire.w8ben.treatyClaim.title',
        part: 'II',
        specialRates: { min: 0, max: 1 },
        specialRatesQuestion: true,
        lines: { country: '9', specialRates: '10' },
      }),
      titleInPart: true,
    },
    w8SignerBlock({
      id: signatureSection,
      title: 'questionnaire.w8ben.part3.title',
      part: 'III',
      signer: 'individualOnly',
      dateFormat,
      capacityToSign: true,
      // The consent statement stands directly above the signature, in the questionnaire as on the PDF.
      statement: 'certification.w8.consent',
      // ASSUMPTION (ours, unconfirmed): the spec's signer block offers generateAffidavit without naming the
      // forms; an affidavit of unchanged status belongs with re-certifying a W-8 whose facts have not
      // changed, so the W-8BEN offers it. Ticked, the signature links an AffidavitOfUnchangedStatus.
      generateAffidavit: true,
    }),
  ],
  // Part headings and line numbers of the Rev. October 2021 form (w8ben.md). Part III's signature lines
  // (capacity box, signature, date, print name) carry no line numbers on the paper form.
  parts: [
    { id: 'I', title: 'questionnaire.w8ben.parts.I' },
    { id: 'II', title: 'questionnaire.w8ben.parts.II' },
    { id: 'III', title: 'questionnaire.w8ben.parts.III' },
  ],
  // US indicia: a US citizen gives Form W-9; a US mailing address is a warning. A US
  // permanent residence is line 3's own rule (permanentResidenceRules); the form asks no place of birth.
  checks: usIndiciaChecks('individual', { citizenship: 'citizenship.country', mailing: 'mailingAddress.country' }),
  lockGroups: {
    customerName: ['name.name'],
    customerAddress: ['address'],
    customerBirthDate: ['birthDetails.birthDate'],
  },
  // A W-8BEN with a foreign TIN, no treaty claim, signed by the beneficial owner; a pre-filled US address
  // (a customer record's FATCA address) gives way to a permanent residence in Germany, as line 3 requires,
  // and a pre-filled US citizenship to German (a US citizen is a US person: Form W-9).
  sampleAnswers: (current: Answers, signerName: string): Answers => ({
    ...current,
    citizenship: current.citizenship?.country === 'US' ? { country: 'DE' } : { ...current.citizenship },
    address:
      current.address?.country && isOutsideUs(current.address.country)
        ? { ...current.address }
        : { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
    foreignTin: { ...current.foreignTin, tin: '1800475002001', notRequired: false },
    treatyClaim: { claimed: 'No' },
    part3: { ...current.part3, capacityToSign: true, name: signerName },
  }),
};
