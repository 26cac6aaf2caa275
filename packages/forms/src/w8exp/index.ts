/** Static entry point of the W-8EXP definitions; prefer `loadDefinition`. */
export { w8exp_2023, w8exp } from './w8exp';
export { w8expDefinition } from './definition';
export { w8expRevisions, W8EXP_CH3_STATUSES, W8EXP_CH4_STATUSES, type W8expRevision } from './revisions';
export {
  W8EXP_SOURCE,
  w8exp2017Certification,
  w8exp2023Certification,
  w8expCertificationKeys,
  w8expHeader,
  w8expNotFor,
} from './texts';
export { WQH } from './lines2023';
