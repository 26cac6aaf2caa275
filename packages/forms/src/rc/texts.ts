import type { CertificationDef, FormHeader, PaperLayout, PaperRow } from '@taxcert/engine';

/**
 * The texts of the CRA's RC518 (Declaration of Tax Residence for Individuals) and RC519 (for Entities) – Part XVIII
 * and Part XIX of the Income Tax Act, in one place: message keys of the catalogues (fixtures/languages/<locale>/
 * questionnaire.json, pdf.json and rc-lines.json). The CRA publishes both forms in English and French, so the French
 * catalogue holds French texts and every other catalogue the English ones for what prints (ADR 006, ADR 018).
 * Source: reference canada-rc518-rc519.md and crs-canada-lines.md (the RC518 "18e" public copy and the French
 * version it names; the RC519 sections as it summarizes them).
 *
 * OUR WORDING, UNCONFIRMED — every text listed in {@link RC_OUR_WORDING}: the reference gives these in summary, not
 * word for word, and they must be checked against the CRA's current PDFs before production (ADR 018, ADR 065):
 * - the certification (RC518: "certify the information is correct and complete; undertake to give the FI a new
 *   form within 30 days of a change in circumstances", the 30-day figure itself unconfirmed; RC519: "authorized
 *   person's name, position/title, signature, date; undertaking to notify changes");
 * - the introductory notes above Section 1 ({@link RC518_NOTES}, {@link RC519_NOTES}): the RC518's are the
 *   reference's paraphrase of the CRA's bullets (the 90-day period's exact wording and statutory cite unconfirmed;
 *   the Part XIX rule of applying within 90 days and giving the TIN within 15 days of receiving it is not printed,
 *   being unconfirmed); the reference has no copy of the RC519, so its notes follow the RC518's, worded for an entity,
 *   and the RC519 Section 4 alternative (each controlling person fills out an RC518 with the entity's account number).
 */
export const RC_SOURCE =
  'CRA RC518 (public copy "18e") and RC519, certification and notes as summarized in reference canada-rc518-rc519.md and crs-canada-lines.md (wording unconfirmed)';

export type RcForm = 'rc518' | 'rc519';

/**
 * The CRA divides both forms into "Section 1", "Section 2", … (reference canada-rc518-rc519.md), not "Part": the
 * heading word of the definitions' parts, on screen and in the PDF. The French catalogue says "Section" too: the
 * reference gives no French wording of the CRA's headings (UNCONFIRMED against the CRA's French PDFs); "Partie"
 * would be the French of "Part", which the CRA keeps for the Act's Parts XVIII and XIX.
 */
export const RC_SECTION_LABEL = 'questionnaire.rc.section';

const note = (form: RcForm, id: string) => `questionnaire.${form}.notes.${id}`;

/**
 * The RC518's introductory notes above Section 1, in the reference's order (crs-canada-lines.md §2): why the
 * institution collects the information (Parts XVIII and XIX), with whom the CRA may share it, joint accounts, the
 * 90 days to provide missing information such as a TIN, the controlling person's use of the form, and the CRA's
 * folio on residence. Our wording (see the module's comment).
 */
export const RC518_NOTES = [
  'purpose',
  'sharing',
  'jointAccounts',
  'missingInformation',
  'controllingPerson',
  'residence',
].map((id) => note('rc518', id));

/**
 * The RC519's introductory notes: the RC518's general rules worded for an entity (no joint-account note: an entity
 * declares once), and the RC519's alternative of an RC518 per controlling person (canada-rc518-rc519.md Section 4).
 * UNCONFIRMED: no copy of the RC519 was found; our wording.
 */
export const RC519_NOTES = ['purpose', 'sharing', 'missingInformation', 'controllingPersons'].map((id) =>
  note('rc519', id),
);

/** The page-1 header: the form number as printed and the introductory notes (no OMB or catalogue number on CRA forms). */
export function rcHeader(form: RcForm): FormHeader {
  return form === 'rc518' ? { formNumber: 'RC518', notes: RC518_NOTES } : { formNumber: 'RC519', notes: RC519_NOTES };
}

/** The certification: one statement the signer makes, then the signature and date. */
export function rcCertification(form: RcForm): CertificationDef {
  return { intro: `certification.${form}.statement`, items: [], explanation: `certification.${form}.explanation` };
}

/** Every text of the RC forms that is our wording, to be replaced by the CRA's own (see the module's comment). */
export const RC_OUR_WORDING: Readonly<Record<RcForm, readonly string[]>> = {
  rc518: ['certification.rc518.statement', ...RC518_NOTES],
  rc519: ['certification.rc519.statement', ...RC519_NOTES],
};

/**
 * The labels of an address on both RC forms (canada-rc518-rc519.md, Section 1): "Apartment number – street number
 * and name", "City", "Province, territory, state or sovereign entity", "Country or jurisdiction", "Postal code or
 * ZIP code" — the CRA's own, not the W-8BEN's "City or town, state or province…" nor the W-9's "State" and "ZIP code".
 */
export const RC_ADDRESS_LABELS: Readonly<Record<string, string>> = {
  line1: 'questionnaire.rc.address.line1.label',
  line3: 'questionnaire.rc.address.line3.label',
  line4: 'questionnaire.rc.address.line4.label',
  postalCode: 'questionnaire.rc.address.postalCode.label',
  country: 'questionnaire.rc.address.country.label',
};

/**
 * An address as the RC forms print it: the street (apartment – street number and name, and the second line) under
 * the address's own title, then city, province/territory/state, postal or ZIP code and country or jurisdiction,
 * each in its box under the CRA's label (the order the questions are asked in: a row prints at its first answer).
 */
export function rcAddressRows(blockId: string, title: string): PaperRow[] {
  const row = (id: string): PaperRow => ({ label: RC_ADDRESS_LABELS[id] ?? id, answers: [`${blockId}.${id}`] });
  return [
    { label: title, answers: [`${blockId}.line1`, `${blockId}.line2`] },
    row('line3'),
    row('line4'),
    row('postalCode'),
    row('country'),
  ];
}

/**
 * The form as printed, in the CRA's section order: the addresses in the CRA's boxes ({@link rcAddressRows}), the
 * certification, then the signature and date (YYYY-MM-DD) and, under them, the signer's name and — RC518: when
 * someone signs for the account holder — the capacity, RC519: the authorized person's position or title.
 */
export function rcPaper(form: RcForm): PaperLayout {
  const under =
    form === 'rc518'
      ? { name: 'pdf.rc518.printName', capacity: 'pdf.rc518.capacity' }
      : { name: 'pdf.rc519.printName', capacity: 'pdf.rc519.position' };
  return {
    rows: [
      ...rcAddressRows('address', `questionnaire.${form}.address.title`),
      ...rcAddressRows('mailingAddress', `questionnaire.${form}.mailingAddress.title`),
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
