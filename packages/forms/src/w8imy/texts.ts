import {
  isBlank,
  type Answers,
  type BlockDef,
  type CertificationDef,
  type PaperLayout,
  type PaperRow,
} from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The texts of Form W-8IMY (Rev. October 2021), in one place: message keys of the English catalogue
 * (fixtures/languages/en/questionnaire.json and pdf.json).
 *
 * Source: w8imy.md — its Part I table (line labels), its line 4 and line 5 lists (the boxes, with their Parts) and
 * its Part titles are the form's words as the reference reproduces them; the consent statement above the
 * signature is quoted in signatures-and-validity.md §5 (Instructions for the Requester of Forms W-8).
 *
 * UNCONFIRMED WORDING — TO BE REPLACED BY THE OFFICIAL PDF'S WORDS BEFORE PRODUCTION: the reference only summarises
 * the boxes of Parts III–XXVIII ("Typical checkbox content of Parts III–VIII (summarized)") and does not give the
 * Part XXIX certification at all, so those texts ({@link W8IMY_UNCONFIRMED}) are written here from its content
 * (and, for the certification, from the W-8 undertaking of signatures-and-validity.md §2), not copied from the
 * official form. docs/forms.md lists them; packages/forms/test/w8imy.texts.test.ts keeps the list exact.
 */
export const W8IMY_SOURCE =
  'Form W-8IMY (Rev. October 2021) as summarised in w8imy.md; consent statement: Instructions for the Requester of Forms W-8 (substitute forms)';

/** Key prefixes (and keys) whose English texts are unconfirmed wording, written from the reference's summaries. */
export const W8IMY_UNCONFIRMED: readonly string[] = [
  // Parts III–VIII: every box, choice and option (w8imy.md "Typical checkbox content of Parts III–VIII").
  ...['III', 'IV', 'V', 'VI', 'VII', 'VIII'].map((part) => `questionnaire.w8imy.part${part}.`),
  // Parts IX–XXVIII: each Part's box(es), summarised from its title (w8imy.md "Parts").
  ...[
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
  ].map((part) => `questionnaire.w8imy.part${part}.`),
  // Part XXIX: the certification (not in the reference).
  'certification.w8imy.intro',
  'certification.w8imy.item1',
  'certification.w8imy.item2',
  // Line 8's TIN type boxes (w8imy.md names them QI-EIN, WP-EIN, WT-EIN, EIN, not their printed label).
  'questionnaire.w8imy.usTinType.label',
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
