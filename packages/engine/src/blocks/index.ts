/** Reusable block definitions of spec §4, one file per block kind. */
export { addressBlock, addressQuestions, type AddressBlockOptions } from './address';
export { signerBlock, OWN_BEHALF, OTHER_CAPACITY, SIGNATURE_NOT_REQUESTED, type SignerBlockOptions, type SignerOption } from './signer';
export { usTinBlock, usTinRules, tinAppliedFor, type UsTinBlockOptions, type TinType } from './usTin';
export { foreignTinBlock, ftinNotRequired, type ForeignTinBlockOptions } from './foreignTin';
export { taxResidencesBlock, taxResidenceQuestions, type TaxResidencesBlockOptions } from './taxResidence';
export { crsNameBlock, crsTitles, type CrsNameBlockOptions } from './crsName';
export { birthDetailsBlock, birthDateRules, BIRTH_DATE_WINDOW, type BirthDetailsBlockOptions } from './birthDetails';
export { giinBlock, giinQuestion, giinAppliedFor, type GiinBlockOptions } from './giin';
export {
  treatyClaimBlock,
  lobOptions,
  incomeTypeOptions,
  articleOptions,
  rateOptions,
  lobProvisions,
  LOB_OTHER,
  OTHER_INCOME,
  NOT_APPLICABLE,
  DIVIDENDS,
  PENSION_LOB,
  provisionsOf,
  isPensionClaim,
  hasDividendRates,
  type TreatyClaimBlockOptions,
} from './treatyClaim';
export {
  nonReportingIgaFfiBlock,
  igaModelOf,
  igaSubclassificationOptions,
  igaCountryOptions,
  isSponsoredOrTrusteed,
  IGA_MODELS,
  SPONSORED_OR_TRUSTEED_SUBCLASSIFICATIONS,
  type NonReportingIgaFfiBlockOptions,
} from './nonReportingIgaFfi';
export {
  taxIdNumbersBlock,
  taxIdUsTinRequired,
  taxIdGiinShown,
  taxIdGiinRequired,
  igaNeedsUsTin,
  US_TIN_CH4_STATUSES,
  GIIN_REQUIRED_CH4_STATUSES,
  GIIN_SHOWN_CH4_STATUSES,
  US_TIN_IGA_SUBCLASSIFICATIONS,
  type TaxIdNumbersBlockOptions,
  type TaxIdSources,
} from './taxIdNumbers';
export {
  w9ClassificationBlock,
  w9ClassificationOf,
  showsForeignPartners,
  W9_CLASSIFICATIONS,
  W9_INDIVIDUAL,
  W9_LLC,
  W9_OTHER,
  W9_LLC_CLASSIFICATIONS,
  W9_LLC_PARTNERSHIP,
  type W9ClassificationBlockOptions,
} from './w9Classification';
export { w9ExemptionsBlock, W9_PAYEE_CODES, W9_FATCA_CODES, type W9ExemptionsBlockOptions } from './w9Exemptions';
export {
  controllingPersonEntityBlock,
  controllingPersonEntityQuestions,
  controllingPersonTypes,
  controllingPersonTypeOptions,
  natureOptions,
  CONTROL_TYPES,
  CRS_CONTROLLING_PERSON_TYPES,
  OTHER_NATURE,
  type ControlType,
  type ControllingPersonEntityBlockOptions,
} from './controllingPersonEntity';
export { controllingPersonsBlock, controllingPersonQuestions, type ControllingPersonOptions, type ControllingPersonsBlockOptions } from './controllingPerson';
export { entityTypeBlock, ch3Options, ch4Options, CH3_STATUSES, CH4_STATUSES, HYBRID_CH3_STATUSES, type EntityTypeBlockOptions } from './entityType';
export { disregardedEntityBlock, disregardedEntityNeedsGiin, DISREGARDED_ENTITY_TYPES, type DisregardedEntityBlockOptions } from './disregardedEntity';
export { substantialOwnersBlock, substantialOwnerQuestions, type SubstantialOwnersBlockOptions } from './substantialOwner';
export { yesNoOptions, isTicked, optionsOf } from './shared';
export { canadianTaxResidentBlock, rcUsTaxResidentBlock, sinRules } from './rcTaxResidents';
