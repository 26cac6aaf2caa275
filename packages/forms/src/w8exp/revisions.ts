import type { Ch4PartSpec } from '../blocks/ch4Parts';

/**
 * What differs between the W-8EXP revisions built here (reference w8eci-w8exp.md and its corrections; ADR 019). The
 * definition reads these traits instead of branching on the year.
 */
export interface W8expRevision {
  formType: 'w8exp_2023' | 'w8exp';
  /** Prefix of the revision's own texts (Part II–IV wording and Part III's line numbers differ). */
  keyPrefix: string;
  /** Line 3's boxes offered, in the form's order (see {@link W8EXP_CH3_STATUSES}). */
  ch3Statuses: readonly string[];
  /** The Part II lines each line-3 status opens (line 13 is built apart: two choices). */
  part2: readonly Ch4PartSpec[];
  /** Part III's lines, each opened by its line-4 status. */
  part3: readonly Ch4PartSpec[];
  /** The capacity-to-sign box of the W-8 revisions since 2021; without it, the "capacity in which acting" line. */
  capacityToSign: boolean;
  /**
   * Rev. 2023 (w8eci-w8exp-lines.md): line 3's box "Withholding qualified holder under section 1445" (ticked alone or
   * with one other status), its Part II line 15 (15a or 15b), and the certification's withholding-qualified-holder
   * statement.
   */
  withholdingQualifiedHolder: boolean;
  /** Rev. 2023: a controlled entity (10c) certifies 10d or 10e, the commercial-activity statements of the old Part IV. */
  line10CommercialActivities: boolean;
  /** Rev. 2023: the exempt retirement plan's line (19) splits its beneficiaries into boxes (a) and (b). */
  retirementPlanBeneficiaries: boolean;
}

/**
 * Line 3, chapter 3 status (reference table): foreign government, international organization, foreign central bank of
 * issue (not wholly owned by the foreign sovereign), foreign tax-exempt organization, foreign private foundation,
 * government of a U.S. possession (Rev. 2023: territory).
 */
export const W8EXP_CH3_STATUSES = [
  'ForeignGovernment',
  'InternationalOrganization',
  'CentralBankOfIssue',
  'TaxExemptOrganization',
  'PrivateFoundation',
  'TerritoryGovernment',
] as const;

/**
 * Line 4, chapter 4 status (if required), in the order of the reference's list (a public rendering; its "Registered
 * deemed-compliant FFI" entry is *unconfirmed* against the official PDF). The values are the W-8BEN-E's
 * (blocks/entityType CH4_STATUSES) where the status is the same.
 */
export const W8EXP_CH4_STATUSES = [
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'NonReportingIgaFfi',
  'TerritoryFinancialInstitution',
  'InternationalOrganization',
  'ForeignGovernment',
  'ExemptRetirementPlans',
  'Organization501C',
  'PassiveNffe',
  'DirectReportingNffe',
  'SponsoredDirectReportingNffe',
] as const;

const byCh3 = { opener: 'ch3Status' } as const;

/**
 * Part II, lines 10–12 and 14 (line 13 is its own block), one per line-3 status; the same numbers in both revisions.
 * Rev. 2023's 10d/10e are added to line 10 by the definition (`line10CommercialActivities`).
 */
const part2 = (): Ch4PartSpec[] => [
  {
    part: '10',
    status: 'ForeignGovernment',
    ...byCh3,
    all: ['10a'],
    oneOf: ['10b', '10c'],
    fields: [
      { id: 'integralPartOf', line: '10b', kind: 'name', when: '10b' },
      { id: 'controlledEntityOf', line: '10c', kind: 'name', when: '10c' },
    ],
  },
  { part: '11', status: 'InternationalOrganization', ...byCh3, all: ['11'] },
  { part: '12', status: 'CentralBankOfIssue', ...byCh3, all: ['12'] },
  { part: '14', status: 'TerritoryGovernment', ...byCh3, all: ['14'] },
];

/**
 * Part III with the line numbers of Rev. July 2017 (reference table): 15 nonreporting IGA FFI, 16 territory financial
 * institution, 17 foreign government / central bank, 18 exempt retirement plan, 19 501(c) organization, 20a–20c passive
 * NFFE (b/c *unconfirmed*), 21–22 sponsored direct reporting NFFE (*unconfirmed* numbers). Rev. 2023 renumbers each up
 * by one (corrections).
 */
function part3(shift: number): Ch4PartSpec[] {
  const n = (line: number, letter = '') => `${line + shift}${letter}`;
  return [
    { part: n(15), status: 'NonReportingIgaFfi', all: [n(15)], iga: true },
    { part: n(16), status: 'TerritoryFinancialInstitution', all: [n(16)] },
    { part: n(17), status: 'ForeignGovernment', all: [n(17)] },
    { part: n(18), status: 'ExemptRetirementPlans', all: [n(18)] },
    { part: n(19), status: 'Organization501C', all: [n(19)] },
    { part: n(20), status: 'PassiveNffe', all: [n(20, 'a')], oneOf: [n(20, 'b'), n(20, 'c')] },
    {
      part: n(21),
      status: 'SponsoredDirectReportingNffe',
      fields: [{ id: 'sponsorName', line: n(21), kind: 'name' }],
      all: [n(22)],
    },
  ];
}

/**
 * Rev. October 2023 (w8eci-w8exp-lines.md, which corrects ADR 019's "not built"): line 3's six boxes and the new
 * "Withholding qualified holder under section 1445" box with its Part II line 15 (15a or 15b); line 10 with 10d/10e
 * for a controlled entity; Part III renumbered up by one, line 19 split into (a)/(b); the reworded certification
 * (ADR 056).
 */
export const w8expRevisions = {
  2023: {
    formType: 'w8exp_2023',
    keyPrefix: 'questionnaire.w8exp_2023',
    ch3Statuses: W8EXP_CH3_STATUSES,
    part2: part2(),
    part3: part3(1),
    capacityToSign: true,
    withholdingQualifiedHolder: true,
    line10CommercialActivities: true,
    retirementPlanBeneficiaries: true,
  },
  // The reference's tables are July 2017's numbering (corrections). Its capacity line: the 2017 W-8BEN's "capacity in
  // which acting" (w8ben.md), taken for the 2017 W-8EXP too (ASSUMPTION, *unconfirmed* for this form).
  2017: {
    formType: 'w8exp',
    keyPrefix: 'questionnaire.w8exp',
    ch3Statuses: W8EXP_CH3_STATUSES,
    part2: part2(),
    part3: part3(0),
    capacityToSign: false,
    withholdingQualifiedHolder: false,
    line10CommercialActivities: false,
    retirementPlanBeneficiaries: false,
  },
} as const satisfies Record<number, W8expRevision>;
