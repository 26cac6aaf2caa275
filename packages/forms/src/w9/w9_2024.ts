import type { FormDefinition } from '@taxcert/engine';
import { w9Definition } from './definition';
import { w9Revisions } from './revisions';

/** Form W-9, Rev. March 2024 (with line 3b). */
export const w9_2024: FormDefinition = w9Definition(w9Revisions[2024]);
