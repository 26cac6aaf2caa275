/**
 * What the language selector asks about a form's languages, in a chunk of its own (ADR 031): it reads the forms'
 * catalogue, which only a form's or a group's page needs, so the first screens do without it.
 */
export { shownInsteadOf } from '@taxcert/forms';
