import type { FormDefinition } from '@taxcert/engine';
import { w9Definition } from './definition';
import { w9Revisions } from './revisions';

/** Form W-9, Rev. October 2018 (no line 3b; older wording of line 1, line 3 and some codes). */
export const w9_2018: FormDefinition = w9Definition(w9Revisions[2018]);
