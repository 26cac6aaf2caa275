/** Static entry point of the CRS entity definitions; prefer `loadDefinition`. */
export { crse, ucrse_2019 } from './crse';
export {
  crsEntityTypeBlock,
  needsControllingPersons,
  CRS_ENTITY_TYPES,
  FI_TYPES,
  ACTIVE_NFE_TYPES,
  ACTIVE_NFE_TYPES_2019,
  type CrsEntityTypeBlockOptions,
} from './entityType';
export { crsControllingPersonsBlock } from './controllingPersons';
