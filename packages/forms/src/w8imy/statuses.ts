import type { Ch4PartSpec } from '../blocks/ch4Parts';

/**
 * W-8IMY (Rev. October 2021) line 4, chapter 3 status, in the form's order (w8imy.md "Line 4"). Each opens one of
 * Parts III–VIII ({@link W8IMY_CH3_PARTS}).
 */
export const W8IMY_CH3_STATUSES = [
  'QualifiedIntermediary',
  'NonQualifiedIntermediary',
  'TerritoryFinancialInstitution',
  'UsBranch',
  'WithholdingForeignPartnership',
  'WithholdingForeignTrust',
  'NonwithholdingForeignPartnership',
  'NonwithholdingForeignSimpleTrust',
  'NonwithholdingForeignGrantorTrust',
] as const;

export type W8imyCh3Status = (typeof W8IMY_CH3_STATUSES)[number];

/** The Part each chapter 3 status opens (w8imy.md "Line 4 — Chapter 3 status and Part"). */
export const W8IMY_CH3_PARTS: Readonly<Record<W8imyCh3Status, string>> = {
  QualifiedIntermediary: 'III',
  NonQualifiedIntermediary: 'IV',
  TerritoryFinancialInstitution: 'V',
  UsBranch: 'VI',
  WithholdingForeignPartnership: 'VII',
  WithholdingForeignTrust: 'VII',
  NonwithholdingForeignPartnership: 'VIII',
  NonwithholdingForeignSimpleTrust: 'VIII',
  NonwithholdingForeignGrantorTrust: 'VIII',
};

/**
 * W-8IMY line 5, chapter 4 status: its 26 boxes in the form's reading order, the left column then the right, as
 * the reference's correction gives it ("Owner-documented FFI. Complete Part XI." heads the right-hand column,
 * after the investment entities of Part XVI). The codes are the W-8BEN-E's where the status is the same; the
 * foreign central bank of issue is the W-8BEN-E's foreign government status (`ForeignGovernment`), of which it is
 * one case. The W-8IMY has no international organization, exempt-beneficial-owner, 501(c), nonprofit, excepted
 * inter-affiliate FFI or "account that is not a financial account" box (w8imy.md, note under line 5).
 */
export const W8IMY_CH4_STATUSES = [
  'NonParticipatingFfi',
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'TerritoryFinancialInstitution',
  'SponsoredFfi',
  'NonregisteringLocalBank',
  'LowValueAccountsFfi',
  'CertifiedSponsoredInvestmentVehicle',
  'LimitedLifeDebtInvestmentEntity',
  'InvestmentEntityWithoutFinancialAccounts',
  'OwnerDocumentedFfi',
  'RestrictedDistributor',
  'ForeignGovernment',
  'NonReportingIgaFfi',
  'ExemptRetirementPlans',
  'NonfinancialGroupEntity',
  'NonfinancialStartUpCompany',
  'NonfinancialEntityInLiquidation',
  'PubliclyTradedNffeorNffeAffiliate',
  'ExceptedTerritoryNffe',
  'ActiveNffe',
  'PassiveNffe',
  'DirectReportingNffe',
  'SponsoredDirectReportingNffe',
] as const;

/**
 * W-8IMY Parts IX–XXVIII, the chapter 4 status that opens each and their lines 22–42 (w8imy-lines.md "Parts IX–XXVIII";
 * line 22 and line 27a are confirmed on public renderings, the other numbers follow the same sequence and are
 * *unconfirmed* against the PDF). Part V (territory financial institution) opens on either status and is built with
 * Parts III–VIII. Each Part's content mirrors the W-8BEN-E Part the notes name (its sponsor, owner-documented FFI,
 * restricted distributor, IGA and retirement plan lines); Part IX is completed only "if applicable" (a nonparticipating
 * FFI with exempt beneficial owners), so its box is optional; Part XXVII (passive NFFE) is one box, line 40.
 */
export const W8IMY_CH4_PARTS: readonly Ch4PartSpec[] = [
  { part: 'IX', status: 'NonParticipatingFfi', optional: ['22'] },
  {
    part: 'X',
    status: 'SponsoredFfi',
    fields: [{ id: 'sponsorName', line: '23a', kind: 'name' }],
    oneOf: ['23b', '23c'],
  },
  { part: 'XI', status: 'OwnerDocumentedFfi', all: ['24a'], oneOf: ['24b', '24c'], optional: ['24d'] },
  { part: 'XII', status: 'NonregisteringLocalBank', all: ['25'] },
  { part: 'XIII', status: 'LowValueAccountsFfi', all: ['26'] },
  {
    part: 'XIV',
    status: 'CertifiedSponsoredInvestmentVehicle',
    fields: [{ id: 'sponsorName', line: '27a', kind: 'name' }],
    all: ['27b'],
  },
  { part: 'XV', status: 'LimitedLifeDebtInvestmentEntity', all: ['28'] },
  { part: 'XVI', status: 'InvestmentEntityWithoutFinancialAccounts', all: ['29'] },
  { part: 'XVII', status: 'RestrictedDistributor', all: ['30a'], oneOf: ['30b', '30c'] },
  { part: 'XVIII', status: 'ForeignGovernment', all: ['31'] },
  { part: 'XIX', status: 'NonReportingIgaFfi', all: ['32'], iga: true, igaModel: true },
  { part: 'XX', status: 'ExemptRetirementPlans', oneOf: ['33a', '33b', '33c', '33d', '33e', '33f'] },
  { part: 'XXI', status: 'NonfinancialGroupEntity', all: ['34'] },
  // Line 35: formed (or its board resolved on a new line of business) within the 24 months before the payment.
  {
    part: 'XXII',
    status: 'NonfinancialStartUpCompany',
    fields: [{ id: 'date', line: '35', kind: 'date', withinYears: 2 }],
    all: ['35'],
  },
  {
    part: 'XXIII',
    status: 'NonfinancialEntityInLiquidation',
    fields: [{ id: 'date', line: '36', kind: 'date' }],
    all: ['36'],
  },
  {
    part: 'XXIV',
    status: 'PubliclyTradedNffeorNffeAffiliate',
    corporationOnly: true,
    oneOf: ['37a', '37b'],
    fields: [
      { id: 'securitiesMarket', line: '37a', kind: 'market', when: '37a' },
      { id: 'affiliateName', line: '37b', kind: 'name', when: '37b' },
      { id: 'affiliateSecuritiesMarket', line: '37b', kind: 'market', when: '37b' },
    ],
  },
  { part: 'XXV', status: 'ExceptedTerritoryNffe', all: ['38'] },
  { part: 'XXVI', status: 'ActiveNffe', all: ['39'] },
  { part: 'XXVII', status: 'PassiveNffe', all: ['40'] },
  {
    part: 'XXVIII',
    status: 'SponsoredDirectReportingNffe',
    fields: [{ id: 'sponsorName', line: '41', kind: 'name' }],
    all: ['42'],
  },
];
