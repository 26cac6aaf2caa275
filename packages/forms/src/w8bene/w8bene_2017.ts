import type { FormDefinition } from '@taxcert/engine';
import { w8beneDefinition } from './definition';
import { w8beneRevisions } from './revisions';

/** Form W-8BEN-E, Rev. July 2017: 12 line 4 boxes with one "Government" box, no "No LOB article" box. Registered (ADR 016). */
export const w8bene_2017: FormDefinition = w8beneDefinition(w8beneRevisions[2017]);
