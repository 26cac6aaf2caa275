/** Static entry point of the combined FATCA/CRS definitions; prefer `loadDefinition`. */
export { fatca_crsi_2023 } from './fatca_crsi_2023';
export { usPersonBlock, isUsPerson, type UsPersonBlockOptions } from './usPerson';
