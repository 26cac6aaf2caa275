import type { CertificationDef, FormHeader, NotForRow, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The texts of Form W-8EXP, in one place: message keys of the catalogues (fixtures/languages/<locale>/; the keys in w8eci-w8exp-lines.json).
 *
 * Source: reference w8eci-w8exp-lines.md, "Form W-8EXP (Rev. October 2023)" (header, the five rows of "Do not use
 * this form for", Part I lines 1–9 with line 3's withholding-qualified-holder box, Part II lines 10a–15b, Part III
 * renumbered 16–23 with line 19's (a)/(b), Part IV and the W-8EXP substitute-form consent sentence, each as a
 * paraphrase), which corrects the older w8eci-w8exp.md; that file's tables are Rev. July 2017's.
 *
 * **Our wording — to be replaced by the institution's approved text (or the official PDF's words) before
 * production.** The reference paraphrases the certifications of Parts II, III and IV and does not quote them: every
 * box text of Parts II and III (`<prefix>.part<line>.*`), the Part IV texts below, the consent statements and line
 * 3's and 4's option labels are written by us, complete in meaning. Where the reference marks a 2023 text
 * *unconfirmed* (10d/10e's wording and letters, 15a/15b's wording, the 2023 consent sentence) the texts say what the
 * reference gives and the definition's comments say what we assumed. {@link w8expCertificationKeys} lists the Part IV
 * keys; packages/forms/test/w8exp.form.test.ts keeps the lists exact.
 */
export const W8EXP_SOURCE =
  'Form W-8EXP (Rev. October 2023 / July 2017), Parts II–IV, as paraphrased in reference w8eci-w8exp-lines.md (our wording)';

const key = (id: string) => `certification.w8exp.${id}`;
const key2023 = (id: string) => `certification.w8exp_2023.${id}`;

/**
 * Part IV of Rev. October 2023 (reference): under penalties of perjury, two statements joined by "and/or" — the
 * organization is the beneficial owner of the income and other payments, and the beneficial owner is not a U.S.
 * person; the organization is a withholding qualified holder (a qualified holder under Regulations section
 * 1.897(l)-1(d), or a partnership all of whose interests are held, directly or indirectly, by qualified holders under
 * Regulations section 1.1445-1(g)(11)) — then the authorization to give the form to any withholding agent that
 * controls, receives, holds or pays the payments and the 30-day undertaking; the W-8EXP consent sentence above the
 * signature of the authorized official.
 */
export const w8exp2023Certification: CertificationDef = {
  intro: key('intro'),
  items: [key2023('beneficialOwner'), key2023('withholdingQualifiedHolder')],
  marker: 'bullet',
  // The 2017 note authorizes for "the income of which the organization is the beneficial owner"; a withholding
  // qualified holder partnership need not be the beneficial owner, and the notes say "the payments".
  note: key2023('authorization'),
  consent: key2023('consent'),
  explanation: key2023('summary'),
};

/**
 * Part IV of Rev. July 2017 (reference): the organization is the beneficial owner; it is not a U.S. person; a
 * controlled entity of a foreign sovereign is not engaged in commercial activities within or outside the United
 * States; a foreign central bank of issue wholly owned by a foreign sovereign is not engaged in commercial activities
 * within the United States; the authorization and the 30-day undertaking; the 2017 W-8EXP consent sentence.
 */
export const w8exp2017Certification: CertificationDef = {
  intro: key('intro'),
  items: [key('item1'), key('notUsPerson'), key('controlledEntity'), key('centralBank')],
  marker: 'bullet',
  note: key('note'),
  consent: key('consent'),
  explanation: key('explanation'),
};

/** The Part IV texts of a revision: our wording (see above). */
export const w8expCertificationKeys = (def: CertificationDef): string[] =>
  [def.intro, ...def.items, def.note, def.consent].filter((k): k is string => k !== undefined);

/**
 * The page-1 header (reference): form number, OMB No. 1545-1621, the parenthetical "for use by" line under the title
 * (2023: governments of U.S. territories; 2017: possessions) and the three arrows. The catalogue number is not in the
 * reference: "Cat. No. 25401F" is ours from memory of the printed form (*unconfirmed*).
 */
export const w8expHeader = (revision: '2023' | '2017'): FormHeader => ({
  formNumber: 'W-8EXP',
  omb: '1545-1621',
  catalogueNumber: 'Cat. No. 25401F',
  notes: [
    `formHeader.w8exp.forUse.${revision}`,
    'formHeader.w8exp.goTo',
    'formHeader.w8exp.sectionReferences',
    'formHeader.w8exp.giveTo',
  ],
});

/**
 * "Do not use this form for" (reference, five rows): an organization not claiming sections 115(2), 501(c), 892, 895 or
 * 1443(b) (W-8BEN-E or W-8ECI); solely foreign status or treaty benefits (W-8BEN or W-8BEN-E); a foreign partnership
 * or trust (W-8BEN-E or W-8IMY) — Rev. 2023 excepts the partnership that is a withholding qualified holder under
 * section 1445; effectively connected income (W-8ECI); an intermediary (W-8IMY).
 */
export const w8expNotFor = (revision: '2023' | '2017'): readonly NotForRow[] => [
  { text: 'notFor.w8exp.notClaiming', useInstead: ['w8bene_2021', 'w8eci_2021'] },
  { text: 'notFor.w8exp.foreignStatus', useInstead: ['w8ben_2021', 'w8bene_2021'] },
  { text: `notFor.w8exp.partnershipOrTrust.${revision}`, useInstead: ['w8bene_2021', 'w8imy_2021'] },
  { text: 'notFor.w8exp.effectivelyConnected', useInstead: ['w8eci_2021'] },
  { text: 'notFor.w8exp.intermediary', useInstead: ['w8imy_2021'] },
];

/**
 * Form W-8EXP as printed: Part I lines 1–9 (the permanent and mailing addresses on three lines each), the Part II
 * lines the chapter 3 status (and, Rev. 2023, the withholding-qualified-holder box) open, the Part III line of the
 * chapter 4 status (if any), Part IV's certification, the capacity-to-sign box (Rev. 2023) or the capacity in which
 * the official acts (Rev. 2017), the consent statement, the signature of the authorized official and the date, and
 * the printed name.
 */
export function w8expPaper(capacityToSign: boolean): PaperLayout {
  return {
    rows: [
      ...internationalAddressRows('address', 'questionnaire.w8exp.address.title', '5'),
      ...internationalAddressRows('mailingAddress', 'questionnaire.w8exp.mailingAddress.title', '6'),
    ],
    signature: w8SignaturePaper({
      section: 'part4',
      capacityToSign,
      labels: { signature: 'pdf.w8exp.signature', date: 'pdf.w8ben_2021.date', printName: 'pdf.w8ben_2021.printName' },
    }),
  };
}
