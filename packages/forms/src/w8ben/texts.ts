import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';
import { w8SignaturePaper } from '../blocks/w8Signature';

/**
 * The official texts of Form W-8BEN (Rev. October 2021), in one place: message keys of the English catalogue
 * (fixtures/languages/en/questionnaire.json and pdf.json) whose texts are verbatim.
 * Source: Form W-8BEN (Rev. 10-2021), page 1, Part III "Certification", as reproduced in public renderings of the
 * 2021 form (w8ben.md, Sources); the consent statement: Instructions for the Requester of Forms W-8 (substitute
 * forms, "penalties of perjury statement"), as quoted in signatures-and-validity.md §5.
 */
export const W8BEN_2021_SOURCE =
  'Form W-8BEN (Rev. October 2021), page 1, Part III; Instructions for the Requester of Forms W-8 (substitute forms)';

/**
 * Part III: the perjury statement with its five bullets, the third with its income items (a)–(d), then the
 * authorization and 30-day undertaking, and — immediately above the signature line, as the Requester
 * instructions require of a substitute form — the IRS consent statement.
 */
export const w8ben2021Certification: CertificationDef = {
  intro: 'certification.w8ben_2021.intro',
  items: [1, 2, 3, 4, 5].map((n) => `certification.w8ben_2021.item${n}`),
  marker: 'bullet',
  subItems: { 3: ['a', 'b', 'c', 'd'].map((letter) => `certification.w8ben_2021.item3${letter}`) },
  note: 'certification.w8ben_2021.note',
  consent: 'certification.w8.consent',
  explanation: 'certification.w8ben_2021.explanation',
};

/** The W-8BEN's labels of its signature block. */
export const W8BEN_SIGNATURE_LABELS = {
  signature: 'pdf.w8ben_2021.signature',
  date: 'pdf.w8ben_2021.date',
  printName: 'pdf.w8ben_2021.printName',
} as const;

/**
 * Form W-8BEN as printed: Part I lines 1–8 under the form's labels, the addresses of lines 3 and 4 on three lines
 * each (street; city or town, state or province, postal code; country), Part II lines 9–10 only when a treaty
 * benefit is claimed, Part III's certification, the capacity-to-sign box, the consent statement, then the
 * signature and date and the printed name under them. The treaty claim's yes/no questions (claimed; special rates apply) and the
 * affidavit option have no line on the paper form.
 */
export const w8ben2021Paper: PaperLayout = {
  rows: [
    ...internationalAddressRows('address', 'questionnaire.w8ben.address.title', '3'),
    ...internationalAddressRows('mailingAddress', 'questionnaire.w8ben.mailingAddress.title', '4'),
    { line: '5', label: 'pdf.w8ben_2021.line5', answers: ['usTin.tin'] },
    { line: '8', label: 'pdf.w8ben_2021.line8', answers: ['birthDetails.birthDate'] },
  ],
  omit: ['treatyClaim.claimed', 'treatyClaim.specialRatesApply', 'part3.generateAffidavit'],
  signature: w8SignaturePaper({ section: 'part3', capacityToSign: true, labels: W8BEN_SIGNATURE_LABELS }),
};
