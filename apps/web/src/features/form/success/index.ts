/**
 * The success page of a form or a group: an entry of its own, apart from the form screen's (../index.ts), so that a
 * form's first load does not carry the success page and what only it uses (ADR 084).
 */
export { SuccessPage } from './SuccessPage';
