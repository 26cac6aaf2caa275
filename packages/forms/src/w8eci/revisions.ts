/**
 * What differs between the W-8ECI revisions built here (reference w8eci-w8exp.md and its corrections; ADR 019). The
 * definition reads these traits instead of branching on the year.
 */
export interface W8eciRevision {
  formType: 'w8eci_2021' | 'w8eci';
  /** Line 4's boxes, in the order we show them (the reference does not give the form's order: *unconfirmed*). */
  ch3Statuses: readonly string[];
  /** Line 8b "Check if FTIN not legally required" (new in Rev. October 2021, corrections). */
  ftinNotRequired: boolean;
  /** Line 12, the securities dealer's box for section 1446(f), whose text is its certification (new in Rev. October 2021). */
  dealerLine12: boolean;
  /** The capacity-to-sign box of the 2021 W-8 revisions; without it, the "capacity in which acting" line. */
  capacityToSign: boolean;
}

/**
 * Rev. October 2021 line 4 (corrections): 13 boxes with "Foreign Government – Controlled Entity" and "Foreign
 * Government – Integral Part", no "Disregarded entity" box (its owner files) and no single "Government" box. The
 * reference verified the set against a public rendering, not the order: ours follows the list of its table.
 */
export const W8ECI_CH3_STATUSES_2021 = [
  'Individual',
  'Corporation',
  'Partnership',
  'SimpleTrust',
  'GrantorTrust',
  'ComplexTrust',
  'Estate',
  'ForeignGovernmentControlledEntity',
  'ForeignGovernmentIntegralPart',
  'InternationalOrganization',
  'CentralBankOfIssue',
  'PrivateFoundation',
  'TaxExemptOrganization',
] as const;

/**
 * The revision before October 2021 (the online configuration's "Rev. July 2017"): the reference's first line-4 list,
 * with "Disregarded entity" and one "Government" box, which its correction says is not the 2021 form's. ASSUMPTION
 * (ours, *unconfirmed*): that list is the earlier revision's; the reference does not say so in words.
 */
export const W8ECI_CH3_STATUSES_2017 = [
  'Individual',
  'Corporation',
  'DisregardedEntity',
  'Partnership',
  'SimpleTrust',
  'GrantorTrust',
  'ComplexTrust',
  'Estate',
  'Government',
  'InternationalOrganization',
  'CentralBankOfIssue',
  'PrivateFoundation',
  'TaxExemptOrganization',
] as const;

export const w8eciRevisions = {
  2021: {
    formType: 'w8eci_2021',
    ch3Statuses: W8ECI_CH3_STATUSES_2021,
    ftinNotRequired: true,
    dealerLine12: true,
    capacityToSign: true,
  },
  // Lines 8b and 12 and the capacity-to-sign box are new in 2021 (reference); "capacity in which acting" is what the
  // 2017 W-8BEN had instead (w8ben.md), taken for the 2017 W-8ECI too (ASSUMPTION, *unconfirmed* for this form).
  2017: {
    formType: 'w8eci',
    ch3Statuses: W8ECI_CH3_STATUSES_2017,
    ftinNotRequired: false,
    dealerLine12: false,
    capacityToSign: false,
  },
} as const satisfies Record<number, W8eciRevision>;
