import type { FormDefinition } from '@taxcert/engine';
import { w8expDefinition } from './definition';
import { w8expRevisions } from './revisions';

/**
 * Form W-8EXP, Rev. October 2023, with Part III's 2023 numbers (16–23). Line 3 offers neither the foreign government
 * (its new lines 10d/10e) nor the withholding qualified holder (lines 15a/15b): the reference gives their existence,
 * not their content (ADR 019).
 */
export const w8exp_2023: FormDefinition = w8expDefinition(w8expRevisions[2023]);

/** Form W-8EXP, the unversioned code: Rev. July 2017 (the online configuration's), the reference's tables (ADR 019). */
export const w8exp: FormDefinition = w8expDefinition(w8expRevisions[2017]);
