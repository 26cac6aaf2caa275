export { w8imy_2021 } from './w8imy_2021';
export { w8imy_2017 } from './w8imy_2017';
export { w8imyDefinition } from './definition';
export { w8imyRevisions, type W8imyRevision } from './revisions';
export { W8IMY_CH3_STATUSES, W8IMY_CH4_STATUSES, W8IMY_CH3_PARTS, W8IMY_CH4_PARTS } from './statuses';
export { intermediaryParts, WITHHOLDING_STATEMENTS, QI_RESPONSIBILITIES, QI_CAPACITIES } from './intermediaryParts';
export { US_TIN_TYPE_OF_STATUS } from './definition';
export { W8IMY_UNCONFIRMED, W8IMY_SOURCE, W8IMY_HEADER, W8IMY_NOT_FOR } from './texts';
