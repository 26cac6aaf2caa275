/** Static entry point of the W-8ECI definitions; prefer `loadDefinition`. */
export { w8eci_2021, w8eci } from './w8eci';
export { w8eciDefinition, US_ZIP } from './definition';
export { w8eciRevisions, W8ECI_CH3_STATUSES_2021, W8ECI_CH3_STATUSES_2017, type W8eciRevision } from './revisions';
export { W8ECI_UNCONFIRMED, W8ECI_SOURCE, w8eciHeader, w8eciNotFor } from './texts';
