import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';

/**
 * The texts of the CRA's RC518, Declaration of Tax Residence for Individuals – Part XVIII and Part XIX of the
 * Income Tax Act, in one place: message keys of the catalogues (fixtures/languages/en and fr, questionnaire.json
 * and pdf.json). The CRA publishes the form in English and French, so the French catalogue holds the French
 * text and every other catalogue the English one (ADR 006, ADR 018).
 * Source: reference canada-rc518-rc519.md (the "18e" public copy and the French version it names).
 * UNCONFIRMED: the reference gives Section 3's certification in summary, not word for word ("certify the
 * information is correct and complete; undertake to give the FI a new form within 30 days of a change in
 * circumstances"; the 30-day figure is itself marked unconfirmed for RC518). The catalogue's text says exactly
 * that summary and no more; it must be checked against the CRA's current PDF before production (ADR 018).
 */
export const RC518_SOURCE = 'CRA RC518 (public copy "18e"), Section 3 "Certification", as summarized in reference canada-rc518-rc519.md (wording unconfirmed)';

/** Section 3: one statement the signer makes, then the signature and date. */
export const rc518Certification: CertificationDef = {
  intro: 'certification.rc518.statement',
  items: [],
  explanation: 'certification.rc518.explanation',
};

/**
 * RC518 as printed, in the CRA's section order: Section 1 (last name, first name and initials, date of birth
 * Year/Month/Day, account number, permanent residence and mailing addresses), Section 2 (Canada with the SIN,
 * the United States with the U.S. TIN or "applied for", other jurisdictions with a TIN or the reason for none),
 * Section 3's certification, then the signature and date and, under them, the printed name and, when someone
 * signs for the account holder, the capacity.
 */
export const rc518Paper: PaperLayout = {
  rows: [
    ...internationalAddressRows('address', 'questionnaire.rc518.address.title'),
    ...internationalAddressRows('mailingAddress', 'questionnaire.rc518.mailingAddress.title'),
  ],
  signature: {
    line: [
      { label: 'questionnaire.signer.signature.label', answers: ['signature.signature'] },
      { label: 'pdf.rc518.date', answers: ['signature.date'] },
    ],
    under: [
      { label: 'pdf.rc518.printName', answers: ['signature.name'] },
      { label: 'pdf.rc518.capacity', answers: ['signature.capacity', 'signature.otherCapacity'] },
    ],
  },
};
