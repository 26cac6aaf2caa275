/** The form screen: one form or a form group being completed, signed and submitted (its success page: success/index.ts). */
export { FormScreen } from './FormScreen';
export { preloadDefinitions } from './api/queries';
export { preloadSubject } from './api/preload-subject';
export type { SubjectRef } from './api/subject';
