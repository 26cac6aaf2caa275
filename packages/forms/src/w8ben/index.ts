/** Static entry point of the W-8BEN definitions; prefer `loadDefinition`. */
export { w8ben_2021 } from './w8ben_2021';
export { w8ben, W8BEN_2017_UNCONFIRMED } from './w8ben';
