import type { CertificationDef, PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';

/**
 * The texts of the CRA's RC519, Declaration of Tax Residence for Entities – Part XVIII and Part XIX of the
 * Income Tax Act, in one place: message keys of the catalogues (the French catalogue holds the CRA's French
 * text, every other the English one; ADR 006, ADR 018).
 * Source: reference canada-rc518-rc519.md, "RC519 — Entities".
 * UNCONFIRMED: the reference gives the certification in summary only ("authorized person's name,
 * position/title, signature, date; undertaking to notify changes", its section number unconfirmed); the
 * catalogue's text says that summary and no more, to be checked against the CRA's current PDF (ADR 018).
 */
export const RC519_SOURCE = 'CRA RC519, certification, as summarized in reference canada-rc518-rc519.md (wording and section number unconfirmed)';

/** The certification: one statement the authorized person makes, then the signature and date. */
export const rc519Certification: CertificationDef = {
  intro: 'certification.rc519.statement',
  items: [],
  explanation: 'certification.rc519.explanation',
};

/**
 * RC519 as printed, in the reference's section order: 1 identification of the entity, 2 declaration of tax
 * residence, 3 entity classification (with the GIIN of a financial institution), 4 controlling persons (of a
 * passive entity), 5 certification: the signature and date, and under them the authorized person's name and
 * position or title.
 */
export const rc519Paper: PaperLayout = {
  rows: [
    ...internationalAddressRows('address', 'questionnaire.rc519.address.title'),
    ...internationalAddressRows('mailingAddress', 'questionnaire.rc519.mailingAddress.title'),
  ],
  signature: {
    line: [
      { label: 'questionnaire.signer.signature.label', answers: ['signature.signature'] },
      { label: 'pdf.rc518.date', answers: ['signature.date'] },
    ],
    under: [
      { label: 'pdf.rc519.printName', answers: ['signature.name'] },
      { label: 'pdf.rc519.position', answers: ['signature.capacity', 'signature.otherCapacity'] },
    ],
  },
};
