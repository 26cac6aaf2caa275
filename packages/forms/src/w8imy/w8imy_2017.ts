import type { FormDefinition } from '@taxcert/engine';
import { w8imyDefinition } from './definition';
import { w8imyRevisions } from './revisions';

/**
 * Form W-8IMY, Rev. June 2017: the 2021 form without what October 2021 added (w8imy-lines.md "Rev. June 2017 vs Rev.
 * October 2021"; the revision's data in revisions.ts): no line 9b (the GIIN is line 9); no 15b–15d, 17d, 17e, 18d–18f,
 * 19d–19f, 21c–21f; line 14 without section 1446 and the disclosing QI; the capacity in which acting instead of the
 * capacity-to-sign box (ADR 020, ADR 054).
 */
export const w8imy_2017: FormDefinition = w8imyDefinition(w8imyRevisions[2017]);
