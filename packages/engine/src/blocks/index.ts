/**
 * Generic block definitions of questionnaire-and-forms.md §4, one file per block kind: addresses, names, birth details, TINs
 * (US, foreign, GIIN), tax residences and the signer. Blocks that carry tax content (W-9 classification,
 * chapter 3/4 statuses, treaty claims, IGA, controlling persons…) live in packages/forms.
 */
export { ADDRESS_LINES, addressBlock, addressQuestions, isAddressBlock, type AddressBlockOptions } from './address';
export {
  signerBlock,
  signatureCapacityOptions,
  capacityLabelKey,
  OWN_BEHALF,
  OTHER_CAPACITY,
  SIGNATURE_NOT_REQUESTED,
  type SignerBlockOptions,
  type SignerOption,
} from './signer';
export { usTinBlock, usTinRules, tinAppliedFor, tinIdentifier, type UsTinBlockOptions, type TinType } from './usTin';
export { foreignTinBlock, ftinNotRequired, ftinRules, type ForeignTinBlockOptions } from './foreignTin';
export { taxResidencesBlock, taxResidenceQuestions, type TaxResidencesBlockOptions } from './taxResidence';
export { crsNameBlock, crsTitles, type CrsNameBlockOptions } from './crsName';
export { birthDetailsBlock, birthDateRules, BIRTH_DATE_WINDOW, type BirthDetailsBlockOptions } from './birthDetails';
export { giinBlock, giinQuestion, giinAppliedFor, type GiinBlockOptions } from './giin';
export { yesNoOptions, isTicked, optionsOf, textOf } from './shared';
