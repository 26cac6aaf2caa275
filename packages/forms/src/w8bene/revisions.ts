import { CH3_STATUSES, CH3_STATUSES_2017 } from '../blocks/entityType';

/**
 * What differs between the W-8BEN-E revisions built here (w8bene.md, corrections; ADR 016). The definition reads
 * these traits instead of branching on the year. Everything else — the Parts, their lines, Part XXIX — is the same as
 * far as the reference says (*unconfirmed* beyond these differences).
 */
export interface W8beneRevision {
  formType: 'w8bene_2021' | 'w8bene_2017';
  /** Printed revision, e.g. 'Rev. October 2021'. */
  revision: string;
  /** Line 4's boxes: 13 in Rev. 2021, 12 with one "Government" box in Rev. July 2017. */
  ch3Statuses: readonly string[];
  /** Line 14b's "No LOB article in treaty" box, new in Rev. 2021. */
  noLobArticle: boolean;
}

export const w8beneRevisions = {
  2021: { formType: 'w8bene_2021', revision: 'Rev. October 2021', ch3Statuses: CH3_STATUSES, noLobArticle: true },
  2017: { formType: 'w8bene_2017', revision: 'Rev. July 2017', ch3Statuses: CH3_STATUSES_2017, noLobArticle: false },
} as const satisfies Record<number, W8beneRevision>;
