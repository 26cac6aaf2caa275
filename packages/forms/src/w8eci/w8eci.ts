import type { FormDefinition } from '@taxcert/engine';
import { w8eciDefinition } from './definition';
import { w8eciRevisions } from './revisions';

/** Form W-8ECI, Rev. October 2021: line 4's 13 boxes of 2021, line 8b, line 12, the capacity-to-sign box. */
export const w8eci_2021: FormDefinition = w8eciDefinition(w8eciRevisions[2021]);

/**
 * Form W-8ECI, the unversioned code: the revision before October 2021 (the online configuration's Rev. July 2017), as a
 * variant of the 2021 definition without what the reference says is new in 2021 (ADR 019).
 */
export const w8eci: FormDefinition = w8eciDefinition(w8eciRevisions[2017]);
