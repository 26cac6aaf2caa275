/**
 * @taxcert/forms: the form-type catalogue and a registry of lazily loaded form definitions.
 * Definitions are not imported here, so that each form family can live in its own chunk;
 * import them through `loadDefinition` (or `@taxcert/forms/w9`, `/w8ben`, `/crsi` where a static
 * import is wanted).
 */
export {
  formTypes,
  formCatalogue,
  formGroupCatalogue,
  isCatalogued,
  isFormGroup,
  catalogueEntry,
  signDateFormatOf,
  GROUP_SIGN_DATE_FORMAT,
  usesEsignPin,
} from './catalogue';
export type {
  FormType,
  FormGroupType,
  FormCatalogueEntry,
  FormTraits,
  DateFormat,
  SignDateFormat,
  Locale,
} from './catalogue';
export { familyDefaults, type FamilyDefaults } from './families';
export {
  ENGLISH_MONTHS,
  localizedTitles,
  offeredTitleIn,
  printedRevision,
  revisionIn,
  type Edition,
  type LocalizedTitles,
  type Messages,
  type OfferedTitle,
} from './titles';
export {
  loadDefinition,
  hasDefinition,
  definedFormTypes,
  loadGroupDefinition,
  registerFormType,
  type FormTypeRegistration,
} from './registry';
export { prefillAnswers, prefillRefs } from './prefill';
export {
  prequal,
  prequalCanada,
  prequalDefinition,
  recommendForms,
  carryAnswers,
  isOffered,
  prequalVariant,
  prequalDefinitionOf,
  type Availability,
  type Recommendation,
  type PrequalVariant,
} from './prequal/index';
export {
  currentRevisionOf,
  irsAcceptedUntil,
  revisionAcceptance,
  revisionFacts,
  sixMonthsAfter,
  utcDay,
  type Acceptance,
  type RevisionFacts,
} from './acceptance';
export { signDateOnForm, signedDay, validUntil } from './validity';
export { affidavitProblem, AFFIDAVIT_FIELD_MAX_LENGTH, AFFIDAVIT_LIMITS, formatSignDay, signDateDay } from './signing';
export { groupChecks, groupFollows, groupShares } from './groups/index';
export { formLocale, shownInsteadOf } from './languages';
export {
  loadReference,
  formReference,
  staticReferenceSource,
  treatyCountriesOf,
  type ReferenceSource,
  type SpecialRateProvision,
} from './reference/load';
export {
  printedForm,
  type PrintedForm,
  type PrintedPart,
  type PrintedRow,
  type PrintedSignature,
  type Translate,
} from './printed/printed-form';
export { formatAnswer } from './printed/values';
export {
  formNameOf,
  printedHeader,
  type PrintedHeader,
  type PrintedInstead,
  type PrintedNotForRow,
} from './printed/header';
export { APP_LEGAL_PATTERNS, appLegalTexts, legalTextsOf, type LegalKind, type LegalText } from './legal';
