/** Static entry point of the CRS controlling person definition; prefer `loadDefinition`. */
export { crscp } from './crscp';
