/** Static entry point of the combined FATCA/CRS definitions; prefer `loadDefinition`. */
export { fatca_crsi_2023 } from './fatca_crsi_2023';
export { usPersonBlock, isUsPerson, type UsPersonBlockOptions } from './usPerson';
export { fatca_crse_2022, fatca_crse_2023 } from './fatca_crse';
export {
  fatcaEntityBlock,
  isPassiveNffe,
  igaModelAnswer,
  IGA_SUBCLASSIFICATIONS,
  IGA_MODEL_ANSWERS,
  type FatcaEntityBlockOptions,
} from './fatcaEntity';
export {
  FATCA_ENTITY_STATUSES,
  OWN_GIIN_STATUSES,
  SPONSORED_STATUSES,
  FINANCIAL_STATUSES,
  NON_FINANCIAL_STATUSES,
} from './fatcaStatuses';
export { fatcaCrsEntityChecks, fatcaCrsVerdict } from './fatcaCrsConsistency';
