import { CH3_STATUSES, CH3_STATUSES_2017 } from '../blocks/entityType';

/**
 * What differs between the W-8BEN-E revisions built here (w8bene.md, corrections; w8bene-lines.md, "What is 2021-only
 * vs July 2017"; ADR 016, ADR 050). The definition and its texts read these traits instead of branching on the year:
 * Rev. July 2017 prints only what Rev. July 2017 had. Everything else — the Parts, their lines 16–43, Part XXIX — is
 * the same in both (w8bene-lines.md: "same as 2021"). Part XXX's capacity-to-sign box prints in both: the notes leave
 * it UNCONFIRMED whether Rev. July 2017 printed it (one public 2017 rendering has it commented out).
 */
export interface W8beneRevision {
  formType: 'w8bene_2021' | 'w8bene_2017';
  /** Line 4's boxes: 13 in Rev. 2021, 12 with one "Government" box in Rev. July 2017. */
  ch3Statuses: readonly string[];
  /** Line 14b's "No LOB article in treaty" box, new in Rev. 2021. */
  noLobArticle: boolean;
  /** Line 9c "Check if FTIN not legally required", new in Rev. 2021 (July 2017 has 9a and 9b only). */
  ftinNotRequiredBox: boolean;
  /**
   * Part XXX's first statement: beneficial owner of the income "or proceeds", or submitting the form for section
   * 6050W "or 6050Y" (Rev. 2021); Rev. July 2017 names the income only and a merchant submitting it for section 6050W.
   */
  section6050Y: boolean;
  /**
   * Part XXX's third statement: "This form relates to" (a)–(d), (c) the partner's share of effectively connected
   * taxable income, (d) the amount realized on a transfer of a partnership interest under section 1446(f) (Rev. 2021);
   * Rev. July 2017: "The income to which this form relates is" (a)–(c), (c) effectively connected income.
   */
  section1446f: boolean;
}

export const w8beneRevisions = {
  2021: {
    formType: 'w8bene_2021',
    ch3Statuses: CH3_STATUSES,
    noLobArticle: true,
    ftinNotRequiredBox: true,
    section6050Y: true,
    section1446f: true,
  },
  2017: {
    formType: 'w8bene_2017',
    ch3Statuses: CH3_STATUSES_2017,
    noLobArticle: false,
    ftinNotRequiredBox: false,
    section6050Y: false,
    section1446f: false,
  },
} as const satisfies Record<number, W8beneRevision>;
