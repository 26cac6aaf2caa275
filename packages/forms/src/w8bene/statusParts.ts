import type { Ch4PartSpec } from '../blocks/ch4Parts';
import { GIIN_REQUIRED_CH4_STATUSES } from '../blocks/taxIdNumbers';

/**
 * W-8BEN-E Parts IV–XXVIII and the chapter 4 status (line 5) that opens each, with their lines (w8bene.md, "Parts
 * IV–XXVIII" and its corrections; w8bene-lines.md, "Parts IV–XXIX — content that must be complete"). Rev. July 2017
 * and Rev. October 2021 carry the same Parts with the same line numbers 16–43 (w8bene-lines.md, "What is 2021-only vs
 * July 2017": no difference in Parts IV–XXIX), so both revisions use this one table; a difference found later belongs
 * in the revision's data (./revisions.ts), not in a branch on the year. Each box's statement is our wording, listed
 * in ./texts.ts (`W8BENE_UNCONFIRMED_TEXTS`); Part X's note stands at the head of line 24a, Part XI's "sales made after
 * December 31, 2011" and the "I further certify" of Parts X, XI and XXVI in the choice's words before 24b/24c,
 * 25b/25c and 40b/40c. The seven statuses without a Part (nonparticipating,
 * participating, reporting Model 1 and 2, registered deemed-compliant FFI, direct reporting NFFE, account that is
 * not a financial account) open none. ASSUMPTION (ours): line 35's determination-letter date is optional, as the
 * Part accepts an opinion of U.S. counsel instead of a letter.
 */
export const W8BENE_CH4_PARTS: readonly Ch4PartSpec[] = [
  {
    part: 'IV',
    status: 'SponsoredFfi',
    fields: [{ id: 'sponsorName', line: '16', kind: 'name' }],
    oneOf: ['17a', '17b'],
  },
  { part: 'V', status: 'NonregisteringLocalBank', all: ['18'] },
  { part: 'VI', status: 'LowValueAccountsFfi', all: ['19'] },
  {
    part: 'VII',
    status: 'CertifiedSponsoredInvestmentVehicle',
    fields: [{ id: 'sponsorName', line: '20', kind: 'name' }],
    all: ['21'],
  },
  { part: 'VIII', status: 'LimitedLifeDebtInvestmentEntity', all: ['22'] },
  { part: 'IX', status: 'InvestmentEntityWithoutFinancialAccounts', all: ['23'] },
  { part: 'X', status: 'OwnerDocumentedFfi', all: ['24a'], oneOf: ['24b', '24c'], optional: ['24d'] },
  { part: 'XI', status: 'RestrictedDistributor', all: ['25a'], oneOf: ['25b', '25c'] },
  { part: 'XII', status: 'NonReportingIgaFfi', all: ['26'], iga: true, igaModel: true },
  { part: 'XIII', status: 'ForeignGovernment', all: ['27'] },
  { part: 'XIV', status: 'InternationalOrganization', oneOf: ['28a', '28b'] },
  { part: 'XV', status: 'ExemptRetirementPlans', oneOf: ['29a', '29b', '29c', '29d', '29e', '29f'] },
  { part: 'XVI', status: 'WhollyOwnedByExemptBeneficialOwners', all: ['30'] },
  { part: 'XVII', status: 'TerritoryFinancialInstitution', all: ['31'] },
  { part: 'XVIII', status: 'NonfinancialGroupEntity', all: ['32'] },
  // Line 33: formed (or its board resolved on a new line of business) within the 24 months before the payment.
  {
    part: 'XIX',
    status: 'NonfinancialStartUpCompany',
    fields: [{ id: 'date', line: '33', kind: 'date', withinYears: 2 }],
    all: ['33'],
  },
  {
    part: 'XX',
    status: 'NonfinancialEntityInLiquidation',
    fields: [{ id: 'date', line: '34', kind: 'date' }],
    all: ['34'],
  },
  {
    part: 'XXI',
    status: 'Organization501C',
    fields: [{ id: 'date', line: '35', kind: 'date', required: false }],
    all: ['35'],
  },
  { part: 'XXII', status: 'NonprofitOrganization', all: ['36'] },
  {
    part: 'XXIII',
    status: 'PubliclyTradedNffeorNffeAffiliate',
    oneOf: ['37a', '37b'],
    corporationOnly: true,
    fields: [
      { id: 'securitiesMarket', line: '37a', kind: 'market', when: '37a' },
      { id: 'affiliateName', line: '37b', kind: 'name', when: '37b' },
      { id: 'affiliateSecuritiesMarket', line: '37b', kind: 'market', when: '37b' },
    ],
  },
  { part: 'XXIV', status: 'ExceptedTerritoryNffe', all: ['38'] },
  { part: 'XXV', status: 'ActiveNffe', all: ['39'] },
  { part: 'XXVI', status: 'PassiveNffe', all: ['40a'], oneOf: ['40b', '40c'] },
  { part: 'XXVII', status: 'ExceptedInterAffiliateFfi', all: ['41'] },
  {
    part: 'XXVIII',
    status: 'SponsoredDirectReportingNffe',
    fields: [{ id: 'sponsorName', line: '42', kind: 'name' }],
    all: ['43'],
  },
];

/**
 * The chapter 4 statuses whose line 9a GIIN the W-8BEN-E requires: the shared list and the sponsored FFI (w8bene.md,
 * "9a GIIN required for"; fatca-crs-lines.md: since the 2017 regime a sponsored FFI reports under its own GIIN). Line
 * 16 names the sponsor; the GIIN on 9a is the sponsored FFI's own.
 */
export const W8BENE_GIIN_REQUIRED_STATUSES: readonly string[] = [...GIIN_REQUIRED_CH4_STATUSES, 'SponsoredFfi'];
