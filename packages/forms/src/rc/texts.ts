import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';

/**
 * The texts of the CRA's RC518 (Declaration of Tax Residence for Individuals) and RC519 (for Entities) – Part XVIII
 * and Part XIX of the Income Tax Act, in one place: message keys of the catalogues (fixtures/languages/<locale>/
 * questionnaire.json and pdf.json). The CRA publishes both forms in English and French, so the French catalogue
 * holds French texts and every other catalogue the English ones (ADR 006, ADR 018).
 * Source: reference canada-rc518-rc519.md (the RC518 "18e" public copy and the French version it names; the
 * RC519 sections as it summarizes them).
 * UNCONFIRMED: the reference gives the certification in summary, not word for word (RC518: "certify the
 * information is correct and complete; undertake to give the FI a new form within 30 days of a change in
 * circumstances", the 30-day figure itself unconfirmed; RC519: "authorized person's name, position/title,
 * signature, date; undertaking to notify changes"). The catalogues' statements say exactly that summary and no
 * more; they must be checked against the CRA's current PDFs before production (ADR 018).
 */
export const RC_SOURCE =
  'CRA RC518 (public copy "18e") and RC519, certification as summarized in reference canada-rc518-rc519.md (wording unconfirmed)';

export type RcForm = 'rc518' | 'rc519';

/**
 * The CRA divides both forms into "Section 1", "Section 2", … (reference canada-rc518-rc519.md), not "Part": the
 * heading word of the definitions' parts, on screen and in the PDF. The French catalogue says "Section" too: the
 * reference gives no French wording of the CRA's headings (UNCONFIRMED against the CRA's French PDFs); "Partie"
 * would be the French of "Part", which the CRA keeps for the Act's Parts XVIII and XIX.
 */
export const RC_SECTION_LABEL = 'questionnaire.rc.section';

/** The certification: one statement the signer makes, then the signature and date. */
export function rcCertification(form: RcForm): CertificationDef {
  return { intro: `certification.${form}.statement`, items: [], explanation: `certification.${form}.explanation` };
}

/**
 * The form as printed, in the CRA's section order: the addresses on three lines each (street; city, province or
 * state, postal code; country), the certification, then the signature and date (YYYY-MM-DD) and, under them, the
 * signer's name and — RC518: when someone signs for the account holder — the capacity, RC519: the authorized
 * person's position or title.
 */
export function rcPaper(form: RcForm): PaperLayout {
  const under =
    form === 'rc518'
      ? { name: 'pdf.rc518.printName', capacity: 'pdf.rc518.capacity' }
      : { name: 'pdf.rc519.printName', capacity: 'pdf.rc519.position' };
  return {
    rows: [
      ...internationalAddressRows('address', `questionnaire.${form}.address.title`),
      ...internationalAddressRows('mailingAddress', `questionnaire.${form}.mailingAddress.title`),
    ],
    signature: {
      line: [
        { label: 'questionnaire.signer.signature.label', answers: ['signature.signature'] },
        { label: 'pdf.rc518.date', answers: ['signature.date'] },
      ],
      under: [
        { label: under.name, answers: ['signature.name'] },
        { label: under.capacity, answers: ['signature.capacity', 'signature.otherCapacity'] },
      ],
    },
  };
}
