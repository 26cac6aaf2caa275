/** Static entry point of the W-9 definitions (`@taxcert/forms/w9`); prefer `loadDefinition`. */
export { w9_2024 } from './w9_2024';
export { w9_2018 } from './w9_2018';
export { OWN_BEHALF, SIGNATURE_NOT_REQUESTED } from './certification';
