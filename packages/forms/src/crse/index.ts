/** Static entry point of the CRS entity definitions; prefer `loadDefinition`. */
export { crse } from './crse';
export { crsEntityTypeBlock, needsControllingPersons, CRS_ENTITY_TYPES, FI_TYPES, ACTIVE_NFE_TYPES, type CrsEntityTypeBlockOptions } from './entityType';
export { crsControllingPersonsBlock } from './controllingPersons';
