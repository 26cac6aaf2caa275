export { w8bene_2021 } from './w8bene_2021';
