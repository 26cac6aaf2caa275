import type { FormDefinition } from '@taxcert/engine';
import { w8beneDefinition } from './definition';
import { w8beneRevisions } from './revisions';

/** Form W-8BEN-E, Rev. October 2021: 13 line 4 boxes, line 14b's "No LOB article in treaty" box. Registered (ADR 016). */
export const w8bene_2021: FormDefinition = w8beneDefinition(w8beneRevisions[2021]);
