import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The texts of Form W-8EXP, in one place: message keys of the English catalogue (fixtures/languages/en).
 *
 * Source: reference w8eci-w8exp.md, "Form W-8EXP" (Part I lines 1–9 with the chapter 3 and 4 status lists; Part II
 * "Qualification Statement for Chapter 3 Status" and Part III "… for Chapter 4 Status", each line's certification as
 * a summary; Part IV "Certification", a summary) and its closing corrections (Rev. 2023: new line-3 box, lines
 * 10d/10e and 15a/15b, Part III renumbered, a reworded certification); signatures-and-validity.md §5 (the consent
 * statement).
 *
 * **Unconfirmed wording — to be replaced by the official PDF's words before production.** The reference summarises
 * the certifications of Parts II, III and IV and does not quote them: every box text of Parts II and III
 * (`<prefix>.part<line>.*`), the Part IV texts below and line 3's and 4's option labels are written by us from the
 * summary's content. The 2023 texts are the same content under the 2023 line numbers: the reference says the 2023
 * certification is reworded, not how. The consent statement is the general W-8 one (the reference gives no W-8EXP
 * variant). {@link w8expUnconfirmed} lists the keys; packages/forms/test/w8exp.form.test.ts keeps the list exact.
 */
export const W8EXP_SOURCE =
  'Form W-8EXP (Rev. October 2023 / July 2017), Parts II–IV, as summarised in reference w8eci-w8exp.md (unconfirmed wording)';

const key = (id: string) => `certification.w8exp.${id}`;

/**
 * Part IV as the reference summarises it: under penalties of perjury; the organization is the beneficial owner; the
 * authorization to give the form to withholding agents and the 30-day undertaking; then the consent statement directly
 * above the signature of the authorized official.
 */
export const w8expCertification: CertificationDef = {
  intro: key('intro'),
  items: [key('item1')],
  marker: 'bullet',
  note: key('note'),
  consent: 'certification.w8.consent',
  explanation: key('explanation'),
};

/** The Part IV texts of both revisions: our wording (see above). */
export const W8EXP_CERTIFICATION_KEYS = [key('intro'), key('item1'), key('note')] as const;

/**
 * Form W-8EXP as printed: Part I lines 1–9 (the permanent and mailing addresses on three lines each), the one Part II
 * line the chapter 3 status opens, the Part III line of the chapter 4 status (if any), Part IV's certification, the
 * capacity-to-sign box (Rev. 2023) or the capacity in which the official acts (Rev. 2017), the consent statement, the
 * signature of the authorized official and the date, and the printed name.
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
