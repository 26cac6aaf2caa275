export { w8bene_2021 } from './w8bene_2021';
export { w8bene_2017 } from './w8bene_2017';
export { w8beneDefinition } from './definition';
export { w8beneRevisions, type W8beneRevision } from './revisions';
export { W8BENE_CH4_PARTS } from './statusParts';
