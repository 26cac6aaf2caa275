/**
 * The certification a form's signer makes, as message keys: what the form's definition declares
 * (`FormDefinition.certification`, e.g. the W-9's four items with item 2 struck under backup withholding),
 * computed by the engine from the definition and the answers; no form type is named here.
 */
export { certificationText, type CertificationText } from '@taxcert/engine';
