import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { DISREGARDED_ENTITY_REPEATERS, disregardedEntityRows } from '../blocks/disregardedEntity';
import { specialRateSentenceRows } from '../blocks/treatyClaimPaper';
import { W8BENE_CH4_PARTS } from './statusParts';
import { w8SignaturePaper } from '../blocks/w8Signature';
import type { W8beneRevision } from './revisions';

/**
 * The certification texts of Form W-8BEN-E (Rev. October 2021 and Rev. July 2017), in one place: message keys of the
 * English catalogue — Part XXX and Part XXIX's introduction (fixtures/languages/en/w8bene-lines.json), the boxes of
 * Parts IV–XXVIII (questionnaire.json).
 *
 * Source: ../shared/reference/w8bene-lines.md (Part XXX, "What is 2021-only vs July 2017") and w8bene.md (Parts
 * IV–XXVIII and its corrections: Part VII's 1.1471-5(e)(4), Part XI's "at least 30"). No official IRS PDF was
 * available, so every text listed in {@link W8BENE_UNCONFIRMED_TEXTS} is OUR WORDING, complete in meaning, written
 * from the reference's content: UNCONFIRMED WORDING — TO BE REPLACED BY THE OFFICIAL PDF'S WORDS BEFORE PRODUCTION
 * (ADR 016, ADR 050, docs/forms.md). The texts the reference quotes are used word for word ({@link
 * W8BENE_QUOTED_TEXTS}). The consent statement above the signature is the Requester instructions'
 * (`certification.w8.consent`, as the W-8BEN). Part XXX differs between the revisions in its first and third
 * statements (the revision's traits `section6050Y` and `section1446f`); Rev. July 2017 prints only its own.
 */
export const W8BENE_SOURCE =
  'w8bene-lines.md (Part XXX per revision) and w8bene.md (Parts IV–XXVIII); our wording, not the official PDF';

const cert = (id: string) => `certification.w8bene.${id}`;
const ours = (id: string) => `certification.w8bene.ours.${id}`;

/**
 * Part XXX of a revision: the perjury statement, four bullets (the third with its income items), the authorization
 * and 30-day undertaking, then the consent statement. Rev. October 2021: beneficial owner of the income or proceeds,
 * sections 6050W and 6050Y; "this form relates to" (a)–(d), (d) section 1446(f). Rev. July 2017: the income only, a
 * merchant and section 6050W; "the income this form relates to" (a)–(c).
 */
export function w8beneCertification(revision: Pick<W8beneRevision, 'section6050Y' | 'section1446f'>): CertificationDef {
  const income = revision.section1446f
    ? { lead: ours('item3'), items: ['a', 'b', 'c', 'd'].map((letter) => ours(`item3${letter}`)) }
    : { lead: ours('item3Income'), items: ['a', 'b', 'c'].map((letter) => ours(`item3${letter}Income`)) };
  return {
    intro: ours('intro'),
    items: [revision.section6050Y ? ours('item1') : ours('item1Merchant'), ours('item2'), income.lead, ours('item4')],
    marker: 'bullet',
    subItems: { 3: income.items },
    note: ours('note'),
    consent: 'certification.w8.consent',
    explanation: cert('explanation'),
  };
}

/** Every Part XXX text of both revisions, in the form's order. */
const PART_XXX_TEXTS: readonly string[] = [
  ours('intro'),
  ours('item1'),
  ours('item1Merchant'),
  ours('item2'),
  ours('item3'),
  ...['a', 'b', 'c', 'd'].map((letter) => ours(`item3${letter}`)),
  ours('item3Income'),
  ...['a', 'b', 'c'].map((letter) => ours(`item3${letter}Income`)),
  ours('item4'),
  ours('note'),
];

/** Our words of the lines of Parts I–III and XXIX the notes describe (w8bene-lines.md): line 14b's statement, line 15's sentence, Part XXIX's introduction. */
export const W8BENE_LINE_TEXTS = {
  line14b: 'questionnaire.w8bene.line14b.label',
  line15: 'questionnaire.w8bene.line15.label',
  line15Printed: 'pdf.w8bene.line15.label',
  line15Sentence: 'pdf.w8bene.line15.sentence',
  line15Explanation: 'pdf.w8bene.line15.explanation',
  partXXIXIntro: 'questionnaire.w8bene.partXXIX.intro',
} as const;

/** The capacity-to-sign box of Part XXX, quoted by the reference: "…for the entity identified on line 1 of this form." */
export const W8BENE_CAPACITY_TO_SIGN = {
  label: cert('capacityToSign'),
  errorMessage: 'questionnaire.w8bene.capacityToSign.errorMessage',
} as const;

const partKey = (part: string, id: string) => `questionnaire.w8bene.part${part}.${id}`;

/** Every box and "check whichever box applies" text of Parts IV–XXVIII, in the form's order. */
function partTexts(): string[] {
  return W8BENE_CH4_PARTS.flatMap((spec) => [
    ...(spec.all ?? []).map((line) => partKey(spec.part, `box${line}.label`)),
    ...(spec.oneOf
      ? [partKey(spec.part, 'choice.label'), ...spec.oneOf.map((line) => partKey(spec.part, `choice.option.${line}`))]
      : []),
    ...(spec.optional ?? []).map((line) => partKey(spec.part, `box${line}.label`)),
  ]);
}

/** The reference quotes these words (Part XXVI lines 40b and 40c; the capacity box): used as quoted, not ours. */
export const W8BENE_QUOTED_TEXTS: readonly string[] = [
  partKey('XXVI', 'choice.option.40b'),
  partKey('XXVI', 'choice.option.40c'),
  W8BENE_CAPACITY_TO_SIGN.label,
];

/**
 * UNCONFIRMED WORDING — to be replaced by the official PDF's words before production: Part XXX of both revisions,
 * every box of Parts IV–XXVIII except the words the reference quotes, and line 15's printed sentence: kept in English in
 * every catalogue (the form shows in English, ADR 006). A test lists them one by one, so none passes as official.
 */
export const W8BENE_UNCONFIRMED_TEXTS: readonly string[] = [
  ...PART_XXX_TEXTS,
  ...partTexts().filter((key) => !W8BENE_QUOTED_TEXTS.includes(key)),
  W8BENE_LINE_TEXTS.line15Sentence,
];

/**
 * Our wording too, but labels and notes the interface translates (not statements kept in the form's English): line
 * 14b's statement as the LOB question's label, line 15's label on screen, Part XXIX's introduction. The header notes and
 * the "Do not use this form for" rows are ours as well (./header.ts).
 */
export const W8BENE_OUR_LABELS: readonly string[] = [
  W8BENE_LINE_TEXTS.line14b,
  W8BENE_LINE_TEXTS.line15,
  W8BENE_LINE_TEXTS.partXXIXIntro,
];

/**
 * Form W-8BEN-E as printed: Part I with the addresses of lines 6 and 7 on three lines each, lines 8–10; Part II only
 * when a disregarded entity or branch is given; Part III only when a treaty benefit is claimed (the yes/no question
 * has no line on the paper form); the one status Part the answers open, Part XXIX when it lists owners; Part XXX's
 * certification, the capacity box, the consent statement, then the signature and date and the printed name.
 */
export const w8benePaper: PaperLayout = {
  rows: [
    ...internationalAddressRows('address', 'questionnaire.w8bene.address.title', '6'),
    ...internationalAddressRows('mailingAddress', 'questionnaire.w8bene.mailingAddress.title', '7'),
    // Line 3 is asked with Part II (the spec's one disregarded entity shape) and printed in Part I after line 2, for
    // every Part II type: a U.S. branch's name too prints as the disregarded entity's (w8bene-lines.md, Part I).
    { line: '2', label: 'questionnaire.w8bene.line2.label', answers: ['name.country'] },
    {
      line: '3',
      label: 'questionnaire.disregardedEntity.name.label',
      at: 'name.country',
      answers: ['disregardedEntity.name'],
    },
    ...disregardedEntityRows({ type: '11', address: '12', giin: '13' }),
    ...specialRateSentenceRows('treatyClaim', '15', {
      label: W8BENE_LINE_TEXTS.line15Printed,
      sentence: W8BENE_LINE_TEXTS.line15Sentence,
      explanation: W8BENE_LINE_TEXTS.line15Explanation,
    }),
  ],
  omit: ['treatyClaim.claimed', ...DISREGARDED_ENTITY_REPEATERS()],
  signature: w8SignaturePaper({
    section: 'part30',
    capacityToSign: true,
    labels: { signature: 'pdf.w8bene.signature', date: 'pdf.w8bene.date', printName: 'pdf.w8bene.printName' },
  }),
};
