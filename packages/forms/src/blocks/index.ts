/**
 * Blocks with tax content that several form families share (chapter 3/4 entity types and the status Parts
 * the chapter 4 status opens, treaty claims,
 * non-reporting IGA FFIs, tax identification numbers by status, controlling persons, substantial owners,
 * disregarded entities; the CRS forms' Part 1, entity type, controlling persons and paper layout, which the CRS
 * and FATCA/CRS families share), one file per block kind. A block one family alone uses lives in that family's
 * folder (the W-9's classification and exemptions in w9/, the RC tax residents in rc/). A family imports no
 * other family's folder (lint rule `forms/families`): what two share lives here. Generic blocks
 * (address, names, dates, TINs, tax residences, signer) are the engine's.
 */
export {
  treatyClaimBlock,
  lobOptions,
  incomeTypeOptions,
  articleOptions,
  rateOptions,
  lobProvisions,
  LOB_OTHER,
  NO_LOB_ARTICLE,
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
export {
  controllingPersonsBlock,
  controllingPersonQuestions,
  type ControllingPersonOptions,
  type ControllingPersonsBlockOptions,
} from './controllingPerson';
export {
  entityTypeBlock,
  ch3Options,
  ch4Options,
  CH3_STATUSES,
  CH3_STATUSES_2017,
  CH4_STATUSES,
  HYBRID_CH3_STATUSES,
  type EntityTypeBlockOptions,
} from './entityType';
export {
  disregardedEntityBlock,
  disregardedEntityNeedsGiin,
  DISREGARDED_ENTITY_TYPES,
  type DisregardedEntityBlockOptions,
} from './disregardedEntity';
export {
  ch4PartBlock,
  ch4PartBlocks,
  ch4PartBlockId,
  ch4PartOf,
  ch4BoxId,
  ch4ChoiceIs,
  chosenCh4Status,
  CH4_CHOICE,
  IGA_SUBCLASSIFICATIONS,
  type Ch4PartField,
  type Ch4PartSpec,
  type Ch4PartBlocksOptions,
} from './ch4Parts';
export {
  substantialOwnersBlock,
  substantialOwnerQuestions,
  type SubstantialOwnersBlockOptions,
} from './substantialOwner';
export { usIndiciaChecks, type UsIndiciaFields } from './usIndicia';
export {
  duplicateJurisdictionCheck,
  duplicatedRows,
  notUsPersonChecks,
  TAX_RESIDENCE_COUNTRIES,
  CONTROLLING_PERSON_COUNTRIES,
  type NotUsPersonOptions,
} from './crsConsistency';
export { crsPaper, CRS_CITY_LINE, type CrsPaperOptions } from './crsPaper';
export { familyNameFirst, individualPart1, individualLockGroups } from './crsIndividual';
export { entityPart1, entityLockGroups } from './crsEntity';
export {
  crsEntityTypeBlock,
  needsControllingPersons,
  CRS_ENTITY_TYPES,
  FI_TYPES,
  ACTIVE_NFE_TYPES,
  ACTIVE_NFE_TYPES_2019,
  type CrsEntityTypeBlockOptions,
} from './crsEntityType';
export {
  crsControllingPersonsBlock,
  withCrsStreetLabel,
  CRS_STREET_LABEL,
  type CrsControllingPersonsBlockOptions,
} from './crsControllingPersons';
export { W9_FATCA_CODES } from './fatcaCodes';
