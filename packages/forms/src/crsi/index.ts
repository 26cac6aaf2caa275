/** Static entry point of the CRS individual definitions; prefer `loadDefinition`. */
export { crsi_2024 } from './crsi_2024';
export { crsi } from './crsi';
