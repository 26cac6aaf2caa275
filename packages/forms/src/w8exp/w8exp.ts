import type { FormDefinition } from '@taxcert/engine';
import { w8expDefinition } from './definition';
import { w8expRevisions } from './revisions';

/**
 * Form W-8EXP, Rev. October 2023: line 3 with the foreign government (lines 10a–10e) and the withholding qualified
 * holder's box (line 15a/15b), Part III's 2023 numbers (16–23, line 19 with (a)/(b)), the 2023 certification
 * (w8eci-w8exp-lines.md, ADR 056).
 */
export const w8exp_2023: FormDefinition = w8expDefinition(w8expRevisions[2023]);

/** Form W-8EXP, the unversioned code: Rev. July 2017 (the online configuration's), the reference's tables (ADR 019). */
export const w8exp: FormDefinition = w8expDefinition(w8expRevisions[2017]);
