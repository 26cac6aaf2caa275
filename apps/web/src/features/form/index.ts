/** The form screen: one form or a form group being completed, signed and submitted (its success page: success/index.ts). */
export { FormScreen } from './FormScreen';
export { preloadSubjectPage } from './api/preload-subject';
export type { SubjectRef } from './api/subject';
