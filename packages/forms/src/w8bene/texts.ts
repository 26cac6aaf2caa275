import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { W8BENE_CH4_PARTS } from './statusParts';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The certification texts of Form W-8BEN-E (Rev. October 2021 and Rev. July 2017), in one place: message keys of the
 * English catalogue (fixtures/languages/en/questionnaire.json) — Part XXX and the boxes of Parts IV–XXVIII.
 *
 * Source: ../shared/reference/w8bene.md ("Parts IV–XXVIII — status certifications", "Part XXX — Certification"
 * and its corrections: Part VII's 1.1471-5(e)(4), Part XI's "at least 30"). The reference SUMMARISES these texts and no
 * official IRS PDF was available, so every text listed in {@link W8BENE_UNCONFIRMED_TEXTS} is OUR WORDING written
 * from the reference's content: UNCONFIRMED WORDING — TO BE REPLACED BY THE OFFICIAL PDF'S WORDS BEFORE PRODUCTION
 * (ADR 016, docs/forms.md). The texts the reference quotes are used word for word ({@link W8BENE_QUOTED_TEXTS}). The
 * consent statement above the signature is the Requester instructions' (`certification.w8.consent`, as the W-8BEN).
 * Both revisions carry the same texts: the reference names no difference in Parts IV–XXX between them (unconfirmed).
 */
export const W8BENE_SOURCE =
  'w8bene.md (summaries of Parts IV–XXVIII and Part XXX, Rev. October 2021); unconfirmed wording, not the official PDF';

const cert = (id: string) => `certification.w8bene.${id}`;

/** Part XXX: the perjury statement, four bullets (the third with (a)–(d)), the authorization and 30-day undertaking, then the consent statement. */
export const w8beneCertification: CertificationDef = {
  intro: cert('intro'),
  items: [1, 2, 3, 4].map((n) => cert(`item${n}`)),
  marker: 'bullet',
  subItems: { 3: ['a', 'b', 'c', 'd'].map((letter) => cert(`item3${letter}`)) },
  note: cert('note'),
  consent: 'certification.w8.consent',
  explanation: cert('explanation'),
};

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
 * UNCONFIRMED WORDING — to be replaced by the official PDF's words before production: Part XXX and every box of
 * Parts IV–XXVIII, except the words the reference quotes. A test lists them one by one, so none passes as official.
 */
export const W8BENE_UNCONFIRMED_TEXTS: readonly string[] = [
  cert('intro'),
  ...[1, 2, 3].map((n) => cert(`item${n}`)),
  ...['a', 'b', 'c', 'd'].map((letter) => cert(`item3${letter}`)),
  cert('item4'),
  cert('note'),
  ...partTexts().filter((key) => !W8BENE_QUOTED_TEXTS.includes(key)),
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
  ],
  omit: ['treatyClaim.claimed'],
  signature: w8SignaturePaper({
    section: 'part30',
    capacityToSign: true,
    labels: { signature: 'pdf.w8bene.signature', date: 'pdf.w8bene.date', printName: 'pdf.w8bene.printName' },
  }),
};
