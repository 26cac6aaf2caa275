/** Reusable block definitions of spec §4, one file per block kind. */
export { addressBlock, type AddressBlockOptions } from './address';
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
  type TreatyClaimBlockOptions,
} from './treatyClaim';
export { yesNoOptions, isTicked, optionsOf } from './shared';
