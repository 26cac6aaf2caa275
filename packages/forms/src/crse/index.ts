/** Static entry point of the CRS entity definitions; prefer `loadDefinition`. */
export { crse, ucrse_2019 } from './crse';
