import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The texts of Form W-8ECI, in one place: message keys of the English catalogue (fixtures/languages/en).
 *
 * Source: reference w8eci-w8exp.md, "Form W-8ECI" (Part I lines 1–12 and their labels; Part II "Certification
 * (summary)") and its closing corrections (line 8b, the 2021 line-4 list); signatures-and-validity.md §5 (the consent
 * statement, of which it says only that "the W-8ECI variant refers to ECI").
 *
 * **Unconfirmed wording — to be replaced by the official PDF's words before production.** The reference summarises
 * Part II and does not quote it, so every certification text below (intro, items, the 30-day undertaking, the consent
 * statement) is written by us from the summary's content; so is line 12's label (the reference: "exact label
 * unconfirmed"). The line labels of Part I are the reference's table labels. {@link W8ECI_UNCONFIRMED} lists the
 * keys; packages/forms/test/w8eci.form.test.ts keeps the list exact.
 */
export const W8ECI_SOURCE =
  'Form W-8ECI (Rev. October 2021), Part II, as summarised in reference w8eci-w8exp.md (unconfirmed wording)';

const key = (id: string) => `certification.w8eci.${id}`;

/** The keys whose English text is ours, written from the reference's summary: not yet the IRS's words. */
export const W8ECI_UNCONFIRMED = [
  key('intro'),
  key('item1'),
  key('item2'),
  key('item3'),
  key('item4'),
  key('note'),
  key('consent'),
  'questionnaire.w8eci.line12.label',
] as const;

/**
 * Part II as the reference summarises it: beneficial owner (or authorized to sign for it) of the income; the amounts
 * are effectively connected and includible in gross income (for a partnership, its effectively connected income); not
 * a U.S. person; (Rev. 2021, line 12) the securities dealer's certification for section 1446(f); then the 30-day
 * undertaking, and the ECI variant of the consent statement immediately above the signature.
 */
export function w8eciCertification(dealerItem: boolean): CertificationDef {
  return {
    intro: key('intro'),
    items: [key('item1'), key('item2'), key('item3'), ...(dealerItem ? [key('item4')] : [])],
    marker: 'bullet',
    note: key('note'),
    consent: key('consent'),
    explanation: key('explanation'),
  };
}

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
      { line: '6', label: 'questionnaire.w8eci.usAddress.title', answers: ['usAddress.line1', 'usAddress.line2'] },
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
