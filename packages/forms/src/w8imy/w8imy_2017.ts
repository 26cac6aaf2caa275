import type { FormDefinition } from '@taxcert/engine';
import { w8imyDefinition } from './definition';
import { w8imyRevisions } from './revisions';

/**
 * Form W-8IMY, Rev. June 2017: the 2021 form without what October 2021 added (w8imy.md "What changed"): no line 9b
 * (the GIIN is line 9), no section 1446(f), QSL or alternative-statement verification certifications, and the capacity
 * in which acting instead of the capacity-to-sign box (ADR 020).
 */
export const w8imy_2017: FormDefinition = w8imyDefinition(w8imyRevisions[2017]);
