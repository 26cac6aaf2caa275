import type { FormDefinition } from '@taxcert/engine';
import { w8imyDefinition } from './definition';
import { w8imyRevisions } from './revisions';

/** Form W-8IMY, Rev. October 2021: lines 9a/9b, the section 1446(f), QSL and alternative-statement certifications. */
export const w8imy_2021: FormDefinition = w8imyDefinition(w8imyRevisions[2021]);
