/** Static entry point of the combined FATCA/CRS definitions; prefer `loadDefinition`. */
export { fatca_crsi_2023 } from './fatca_crsi_2023';
export { usPersonBlock, isUsPerson, type UsPersonBlockOptions } from './usPerson';
export { fatca_crse_2022, fatca_crse_2023 } from './fatca_crse';
export {
  fatcaEntityBlock,
  isPassiveNffe,
  FATCA_ENTITY_STATUSES,
  OWN_GIIN_STATUSES,
  SPONSORED_STATUSES,
  type FatcaEntityBlockOptions,
} from './fatcaEntity';
