/**
 * What differs between the W-8IMY revisions built here (w8imy.md "What changed in Oct 2021"; ADR 020). The
 * definition reads these traits instead of branching on the year. Everything else — lines 1–8 and 10, the line 4 and
 * line 5 boxes, the Parts — is taken as the same (*unconfirmed*: the reference describes Rev. October 2021 only, and
 * its correction of the line 5 order covers both revisions).
 */
export interface W8imyRevision {
  formType: 'w8imy_2021' | 'w8imy_2017' | 'w8imy';
  /** Printed revision, e.g. 'Rev. October 2021'. */
  revision: string;
  /** Line 9b, foreign TIN "if required", new in Rev. 2021 (the GIIN was line 9, now 9a). */
  foreignTin: boolean;
  /** Section 1446(f) certifications (QI additional responsibility, flow-through amounts realized), new in Rev. 2021. */
  section1446f: boolean;
  /** Qualified securities lender certifications (QI and NQI), new in Rev. 2021. */
  qsl: boolean;
  /** The NQI's certification that its alternative withholding statement was verified, new in Rev. 2021. */
  altStatementVerification: boolean;
  /** The capacity-to-sign box of the 2021 W-8 revisions (signatures-and-validity.md §5). */
  capacityToSign: boolean;
}

export const w8imyRevisions = {
  2021: {
    formType: 'w8imy_2021',
    revision: 'Rev. October 2021',
    foreignTin: true,
    section1446f: true,
    qsl: true,
    altStatementVerification: true,
    capacityToSign: true,
  },
  // ASSUMPTION (ours): the revision before October 2021 is Rev. June 2017, the revision the catalogue's w8imy_2017
  // names; the reference gives only what October 2021 added, which this revision lacks.
  2017: {
    formType: 'w8imy_2017',
    revision: 'Rev. June 2017',
    foreignTin: false,
    section1446f: false,
    qsl: false,
    altStatementVerification: false,
    capacityToSign: false,
  },
} as const satisfies Record<number, W8imyRevision>;
