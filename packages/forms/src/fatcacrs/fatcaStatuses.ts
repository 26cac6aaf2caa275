/**
 * The FATCA statuses a combined FATCA/CRS entity form offers a non-US entity (fatca-crs-lines.md §2, grouped as
 * institutions' combined forms group them; the W-8BEN-E's chapter 4 statuses where one exists, not its full list of
 * src/blocks/entityType.ts). Values are ours; each label is our wording of the status (see docs/forms.md).
 */

/** Financial institutions that register with the IRS, or are treated as FFIs, and the nonparticipating FFI. */
export const FFI_STATUSES = [
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'SponsoredFfi',
  'TrusteeDocumentedTrust',
  'NonReportingIgaFfi',
  'NonParticipatingFfi',
] as const;

/** Certified deemed-compliant FFIs (W-8BEN-E Parts V–VIII). */
export const CERTIFIED_DEEMED_COMPLIANT_STATUSES = [
  'CertifiedDeemedCompliantLocalBank',
  'CertifiedDeemedCompliantLowValueAccounts',
  'CertifiedDeemedCompliantCloselyHeldVehicle',
  'CertifiedDeemedCompliantLimitedLifeDebt',
] as const;

/** Exempt beneficial owners (W-8BEN-E Parts XIII–XVI). */
export const EXEMPT_BENEFICIAL_OWNER_STATUSES = [
  'ExemptGovernmentalEntity',
  'ExemptRetirementPlan',
  'ExemptOwnedByExemptBeneficialOwners',
] as const;

/** Non-financial foreign entities (W-8BEN-E Parts XVIII–XXVIII). */
export const NFFE_STATUSES = [
  'ActiveNffe',
  'PassiveNffe',
  'PubliclyTradedNffe',
  'ExceptedNffe',
  'NonprofitNffe',
  'ExceptedTerritoryNffe',
  'DirectReportingNffe',
  'SponsoredDirectReportingNffe',
] as const;

export const FATCA_ENTITY_STATUSES = [
  ...FFI_STATUSES,
  ...CERTIFIED_DEEMED_COMPLIANT_STATUSES,
  ...EXEMPT_BENEFICIAL_OWNER_STATUSES,
  ...NFFE_STATUSES,
] as const;

export type FatcaEntityStatus = (typeof FATCA_ENTITY_STATUSES)[number];

/**
 * Statuses that give the entity's own GIIN (fatca-crs-lines.md §2: a GIIN is issued to the FIs and direct reporting
 * NFFEs registered on the IRS FATCA portal; since the 2017 regime a sponsored FFI and a sponsored direct reporting
 * NFFE report under their own GIIN, not only the sponsor's).
 */
export const OWN_GIIN_STATUSES: ReadonlySet<string> = new Set<FatcaEntityStatus>([
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'SponsoredFfi',
  'DirectReportingNffe',
  'SponsoredDirectReportingNffe',
]);

/** Statuses that name their sponsoring entity and its GIIN (fatca-crs-lines.md §2). */
export const SPONSORED_STATUSES: ReadonlySet<string> = new Set<FatcaEntityStatus>([
  'SponsoredFfi',
  'CertifiedDeemedCompliantCloselyHeldVehicle',
  'SponsoredDirectReportingNffe',
]);

/** FFI statuses: a CRS non-financial entity that claims one of them is flagged (fatca-crs-lines.md §4). */
export const FINANCIAL_STATUSES: ReadonlySet<string> = new Set<string>([
  ...FFI_STATUSES,
  ...CERTIFIED_DEEMED_COMPLIANT_STATUSES,
]);

/** NFFE statuses: a CRS depository or custodial institution or insurer that claims one is refused (questionnaire-and-forms.md §4). */
export const NON_FINANCIAL_STATUSES: ReadonlySet<string> = new Set<string>(NFFE_STATUSES);
