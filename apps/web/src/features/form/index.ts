/** The form screen: one form or a form group being completed, signed and submitted, and its success page. */
export { FormScreen } from './FormScreen';
export { SuccessPage } from './success/SuccessPage';
export type { SubjectRef } from './api/subject';
