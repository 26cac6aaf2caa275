import type { CertificationDef, FormHeader, NotForRow, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The texts of Form W-8ECI, in one place: message keys of the catalogues (fixtures/languages/<locale>/; the keys in w8eci-w8exp-lines.json).
 *
 * Source: reference w8eci-w8exp-lines.md, "Form W-8ECI (Rev. October 2021)" (header, the "Do not use this form if"
 * list, Part I lines 1–12, Part II as a paraphrase, the ECI substitute-form consent sentence), which corrects the
 * older w8eci-w8exp.md where they differ.
 *
 * **Our wording — to be replaced by the institution's approved text (or the official PDF's words) before
 * production.** The reference paraphrases Part II and line 12 and does not quote them: every certification text below
 * (intro, the four bullets, the authorization with the 30-day undertaking, the consent statement) and line 12's
 * statement are written by us, complete in meaning — every statement, condition and limit the reference gives.
 * {@link W8ECI_UNCONFIRMED} lists the keys; packages/forms/test/w8eci.form.test.ts keeps the list exact.
 */
export const W8ECI_SOURCE =
  'Form W-8ECI (Rev. October 2021), Part II and line 12, as paraphrased in reference w8eci-w8exp-lines.md (our wording)';

const key = (id: string) => `certification.w8eci.${id}`;

/** The keys whose English text is ours, written from the reference's paraphrase: not the IRS's words. */
export const W8ECI_UNCONFIRMED = [
  key('intro'),
  key('beneficialOwner'),
  key('effectivelyConnected'),
  key('includible'),
  key('notUsPerson'),
  key('authorization'),
  key('consentEci'),
  'questionnaire.w8eci.line12.statement',
] as const;

/**
 * Part II (reference, paraphrase): the perjury opening and "I further certify", then four bullets — beneficial owner
 * (or authorized to sign for it) of all the payments the form relates to; the amounts are effectively connected with
 * a U.S. trade or business; the income is includible in the gross income for the taxable year; the beneficial owner
 * is not a U.S. person — then the authorization to give the form to any withholding agent that controls, receives,
 * holds or pays the payments, with the 30-day undertaking; the ECI consent sentence stands above the signature. Line
 * 12's three certifications are its own box's statement (not a bullet of Part II). ASSUMPTION (ours): the revision
 * before October 2021 certifies the same four bullets (the reference gives Part II for 2021 only).
 */
export const w8eciCertification: CertificationDef = {
  intro: key('intro'),
  items: [key('beneficialOwner'), key('effectivelyConnected'), key('includible'), key('notUsPerson')],
  marker: 'bullet',
  note: key('authorization'),
  consent: key('consentEci'),
  explanation: key('summary'),
};

/**
 * The page-1 header (reference): form number, OMB No. 1545-1621, the three arrows (section references; the IRS page
 * for instructions; give the form to the withholding agent, not the IRS) and the note above the "Do not use" list —
 * the filer must file an annual U.S. income tax return reporting the income. The catalogue number is not in the
 * reference: "Cat. No. 25045D" is ours from memory of the printed form (*unconfirmed*).
 */
export const w8eciHeader: FormHeader = {
  formNumber: 'W-8ECI',
  omb: '1545-1621',
  catalogueNumber: 'Cat. No. 25045D',
  notes: [
    'formHeader.w8eci.sectionReferences',
    'formHeader.w8eci.goTo',
    'formHeader.w8eci.giveTo',
    'formHeader.w8eci.taxReturn',
  ],
};

/**
 * "Do not use this form if" (reference, four rows and two notes): solely claiming foreign status or treaty benefits
 * (W-8BEN or W-8BEN-E); an exempt organization or government claiming sections 115(2), 501(c), 892, 895 or 1443(b)
 * (W-8EXP; its note — such entities use W-8ECI for effectively connected income they cannot exempt on W-8EXP — is in
 * the row's text); a foreign partnership or trust unless claiming the exemption for effectively connected income
 * (W-8BEN-E or W-8IMY); an intermediary (W-8IMY). The closing note "see the instructions for additional exceptions"
 * names no form of ours (the instructions send personal-services income to Form W-4 or 8233): a row with none.
 */
export const w8eciNotFor: readonly NotForRow[] = [
  { text: 'notFor.w8eci.foreignStatus', useInstead: ['w8ben_2021', 'w8bene_2021'] },
  { text: 'notFor.w8eci.exemptOrganization', useInstead: ['w8exp_2023'] },
  { text: 'notFor.w8eci.partnershipOrTrust', useInstead: ['w8bene_2021', 'w8imy_2021'] },
  { text: 'notFor.w8eci.intermediary', useInstead: ['w8imy_2021'] },
  { text: 'notFor.w8eci.otherExceptions', useInstead: [] },
];

/**
 * Form W-8ECI as printed: Part I lines 1–12, the permanent residence address (line 5) on three lines, the U.S.
 * business address (line 6) on two (street; city or town, state and ZIP code), Part II's certification, then the
 * capacity-to-sign box (Rev. 2021) or the capacity in which the signer acts (the earlier revision), the consent
 * statement, signature and date, and the printed name.
 */
export function w8eciPaper(capacityToSign: boolean): PaperLayout {
  return {
    rows: [
      ...internationalAddressRows('address', 'questionnaire.w8eci.address.title', '5'),
      { line: '6', label: 'questionnaire.w8eci.line6.title', answers: ['usAddress.line1', 'usAddress.line2'] },
      { label: 'pdf.w8eci.usCityLine', answers: ['usAddress.line3', 'usAddress.line4', 'usAddress.postalCode'] },
      { line: '7', label: 'pdf.w8eci.line7', answers: ['usTin.tin'] },
      { line: '10', label: 'pdf.w8eci.line10', answers: ['birthDetails.birthDate'] },
    ],
    signature: w8SignaturePaper({
      section: 'part2',
      capacityToSign,
      labels: { signature: 'pdf.w8eci.signature', date: 'pdf.w8eci.date', printName: 'pdf.w8eci.printName' },
    }),
  };
}
