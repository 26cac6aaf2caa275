import {
  isBlank,
  type Answers,
  type FormHeader,
  type NotForRow,
  type BlockDef,
  type CertificationDef,
  type PaperLayout,
  type PaperRow,
} from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The texts of Form W-8IMY (Rev. October 2021 and Rev. June 2017), in one place: message keys of the English
 * catalogue (fixtures/languages/en/questionnaire.json, pdf.json and, for the lines, w8imy-lines.json).
 *
 * Sources: w8imy-lines.md (line by line: the header, the "Do not use this form for" list, every line and box of Parts
 * I–VIII, the line numbers of Parts IX–XXVIII, the 2017 differences) read with w8imy.md (line 4 and line 5 lists, Part
 * titles) and, for the Parts that mirror the W-8BEN-E's, w8bene-lines.md and w8bene.md; the consent statement above the
 * signature is quoted in signatures-and-validity.md §5 (Instructions for the Requester of Forms W-8).
 *
 * OUR WORDING — TO BE REPLACED BY THE INSTITUTION'S APPROVED TEXT (no official PDF is on these machines; third-party
 * copies are read for facts only): every box, choice and option of Parts III–XXVIII, written from the notes' content
 * to carry every statement, condition and limit they give and nothing more; the Part XXIX certification (the notes give
 * its opening and its undertaking only); line 8's type label; the "Do not use this form for" rows. The line labels of
 * Part I, the line 4 and 5 boxes, the Part titles and the header notes are the form's words as the notes quote them.
 * {@link W8IMY_UNCONFIRMED} lists them; docs/forms.md names what the notes could not settle;
 * packages/forms/test/w8imy.texts.test.ts keeps the list exact.
 */
export const W8IMY_SOURCE =
  'Form W-8IMY (Rev. October 2021) as given line by line in w8imy-lines.md and w8imy.md; consent statement: Instructions for the Requester of Forms W-8 (substitute forms)';

const STATUS_PARTS = [
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
  'XXIV',
  'XXV',
  'XXVI',
  'XXVII',
  'XXVIII',
];

/** Key prefixes (and keys) whose English texts are our wording, written from the notes' content. */
export const W8IMY_UNCONFIRMED: readonly string[] = [
  // Parts III–XXVIII: every box, choice and option, and our own questions among them (w8imy-lines.md).
  ...STATUS_PARTS.map((part) => `questionnaire.w8imy.part${part}.`),
  // Part XXIX: the certification (the notes give its opening and undertaking, not its sentences).
  'certification.w8imy.intro',
  'certification.w8imy.item1',
  'certification.w8imy.item2',
  // Line 8's TIN type boxes (the notes name them QI-EIN, WP-EIN, WT-EIN, EIN, not their printed label).
  'questionnaire.w8imy.usTinType.label',
  // The "Do not use this form for" rows, paraphrased by the notes.
  'questionnaire.w8imy.notFor.',
];

/** The page-1 header (w8imy-lines.md "Header"): the same for both revisions (*unconfirmed* for Rev. June 2017). */
export const W8IMY_HEADER: FormHeader = {
  formNumber: 'W-8IMY',
  omb: '1545-1621',
  catalogueNumber: 'Cat. No. 25402Q',
  notes: [
    'questionnaire.w8imy.header.sectionReferences',
    'questionnaire.w8imy.header.instructions',
    'questionnaire.w8imy.header.giveToAgent',
  ],
};

/**
 * "Do not use this form for:" — its seven rows (w8imy-lines.md), each with the current revisions of the forms it
 * names. Rev. June 2017 is taken to carry the same rows (*unconfirmed*: the notes give Rev. October 2021's).
 */
export const W8IMY_NOT_FOR: readonly NotForRow[] = [
  { text: 'questionnaire.w8imy.notFor.beneficialOwner', useInstead: ['w8ben_2021', 'w8bene_2021'] },
  { text: 'questionnaire.w8imy.notFor.hybridEntity', useInstead: ['w8bene_2021'] },
  { text: 'questionnaire.w8imy.notFor.effectivelyConnected', useInstead: ['w8eci_2021'] },
  { text: 'questionnaire.w8imy.notFor.disregardedEntity', useInstead: ['w8ben_2021', 'w8eci_2021', 'w8bene_2021'] },
  { text: 'questionnaire.w8imy.notFor.exemptOrganization', useInstead: ['w8exp_2023'] },
  { text: 'questionnaire.w8imy.notFor.usPerson', useInstead: ['w9_2024'] },
  { text: 'questionnaire.w8imy.notFor.section6050W', useInstead: ['w8ben_2021', 'w8bene_2021', 'w8eci_2021'] },
];

/**
 * Part XXIX: the perjury statement with its two items, then — immediately above the signature line, as the
 * Requester instructions require of a substitute form — the IRS consent statement (verbatim, shared by the W-8s).
 */
export const w8imyCertification: CertificationDef = {
  intro: 'certification.w8imy.intro',
  items: ['certification.w8imy.item1', 'certification.w8imy.item2'],
  marker: 'bullet',
  consent: 'certification.w8.consent',
  explanation: 'certification.w8imy.explanation',
};

/** An uploaded document prints as attached under its question's label (the paper form has no line for it). */
const attachedRows = (blocks: readonly BlockDef[]): PaperRow[] =>
  blocks.flatMap((block) =>
    block.questions
      .filter((question) => question.widget === 'upload')
      .map((question) => ({
        label: question.label,
        answers: [`${block.id}.${question.id}`],
        instead: { when: (answers: Answers) => !isBlank(answers[block.id]?.[question.id]), text: 'pdf.w8imy.attached' },
      })),
  );

/**
 * Form W-8IMY as printed: Part I lines 1–10 under the form's labels, the addresses of lines 6 and 7 on three lines
 * each, line 8's TIN with its type box; then only the Parts the statuses open; an uploaded withholding statement (or
 * QSL statement) prints as attached under the Part that asks for it; Part XXIX's certification, the capacity-to-sign
 * box (Rev. 2021) or the capacity in which acting (earlier), the consent statement, the signature and date, the printed
 * name. No
 * expiry is printed: a W-8IMY does not expire (signatures-and-validity.md §1).
 */
export function w8imyPaper(
  blocks: readonly BlockDef[],
  options: { section: string; capacityToSign: boolean },
): PaperLayout {
  return {
    rows: [
      ...internationalAddressRows('address', 'questionnaire.w8imy.address.title', '6'),
      ...internationalAddressRows('mailingAddress', 'questionnaire.w8imy.mailingAddress.title', '7'),
      {
        line: '8',
        label: 'pdf.w8imy.line8',
        answers: ['taxIdNumbers.usTin', 'taxIdNumbers.usTinType'],
        separator: ' — ',
      },
      ...attachedRows(blocks),
    ],
    signature: w8SignaturePaper({
      ...options,
      labels: { signature: 'pdf.w8imy.signature', date: 'pdf.w8imy.date', printName: 'pdf.w8imy.printName' },
    }),
  };
}
