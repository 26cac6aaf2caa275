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
 * W-8IMY Parts IX–XXVIII and the chapter 4 status that opens each (w8imy.md "Line 5", "Parts"); Part V (territory
 * financial institution) opens on either status and is built with Parts III–VIII. The reference names each Part's
 * status and title but neither its line numbers nor its boxes: each Part here has the boxes its title implies,
 * numbered within the Part ('1', '2', printed without a line number), and their texts are summaries
 * (*unconfirmed*, see texts.ts). Part IX is completed only "if applicable" (a nonparticipating FFI with exempt
 * beneficial owners), so its box is optional. Dates and names as on the W-8BEN-E's Parts of the same statuses.
 */
export const W8IMY_CH4_PARTS: readonly Ch4PartSpec[] = [
  { part: 'IX', status: 'NonParticipatingFfi', optional: ['1'] },
  { part: 'X', status: 'SponsoredFfi', fields: [{ id: 'sponsorName', line: '1', kind: 'name' }], all: ['1'] },
  { part: 'XI', status: 'OwnerDocumentedFfi', all: ['1'] },
  { part: 'XII', status: 'NonregisteringLocalBank', all: ['1'] },
  { part: 'XIII', status: 'LowValueAccountsFfi', all: ['1'] },
  {
    part: 'XIV',
    status: 'CertifiedSponsoredInvestmentVehicle',
    fields: [{ id: 'sponsorName', line: '1', kind: 'name' }],
    all: ['1'],
  },
  { part: 'XV', status: 'LimitedLifeDebtInvestmentEntity', all: ['1'] },
  { part: 'XVI', status: 'InvestmentEntityWithoutFinancialAccounts', all: ['1'] },
  { part: 'XVII', status: 'RestrictedDistributor', all: ['1'] },
  { part: 'XVIII', status: 'ForeignGovernment', all: ['1'] },
  { part: 'XIX', status: 'NonReportingIgaFfi', all: ['1'], iga: true },
  { part: 'XX', status: 'ExemptRetirementPlans', all: ['1'] },
  { part: 'XXI', status: 'NonfinancialGroupEntity', all: ['1'] },
  {
    part: 'XXII',
    status: 'NonfinancialStartUpCompany',
    fields: [{ id: 'date', line: '1', kind: 'date', withinYears: 2 }],
    all: ['1'],
  },
  {
    part: 'XXIII',
    status: 'NonfinancialEntityInLiquidation',
    fields: [{ id: 'date', line: '1', kind: 'date' }],
    all: ['1'],
  },
  {
    part: 'XXIV',
    status: 'PubliclyTradedNffeorNffeAffiliate',
    corporationOnly: true,
    oneOf: ['1', '2'],
    fields: [
      { id: 'securitiesMarket', line: '1', kind: 'market', when: '1' },
      { id: 'affiliateName', line: '2', kind: 'name', when: '2' },
      { id: 'affiliateSecuritiesMarket', line: '2', kind: 'market', when: '2' },
    ],
  },
  { part: 'XXV', status: 'ExceptedTerritoryNffe', all: ['1'] },
  { part: 'XXVI', status: 'ActiveNffe', all: ['1'] },
  { part: 'XXVII', status: 'PassiveNffe', all: ['1'] },
  {
    part: 'XXVIII',
    status: 'SponsoredDirectReportingNffe',
    fields: [{ id: 'sponsorName', line: '1', kind: 'name' }],
    all: ['1'],
  },
];
