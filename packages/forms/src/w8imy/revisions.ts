/**
 * What differs between the W-8IMY revisions built here (w8imy-lines.md "Rev. June 2017 vs Rev. October 2021";
 * ADR 020, ADR 054). The definition reads these data instead of branching on the year: the questions a revision
 * lacks are listed by id, and the texts that differ by key. Everything else — lines 1–8 and 10, the line 4 and line 5
 * boxes, the Parts and their line numbers — is the same (w8imy-lines.md: "Lines 4–5 option lists and Part titles
 * IX–XXVIII are unchanged"; the Part III lettering of Rev. 2017 is *unconfirmed* and taken as 2021's).
 */
export interface W8imyRevision {
  formType: 'w8imy_2021' | 'w8imy_2017';
  /** Line 9b, foreign TIN "if required", new in Rev. 2021 (the GIIN was line 9, now 9a). */
  foreignTin: boolean;
  /** The capacity-to-sign box of the 2021 W-8 revisions (signatures-and-validity.md §5). */
  capacityToSign: boolean;
  /**
   * The boxes the revision did not have (`blockId.questionId`), with the questions that exist only for them (the QSL
   * statement of box 15d or 17d). Rev. 2021 added the section 1446(f) and PTP boxes (15b, 15c, 18d–18f, 19d–19f,
   * 21c–21e), the QSL boxes (15d, 17d) and the alternative withholding statement representations (17e, 21f).
   */
  without: readonly string[];
  /** Texts that differ from Rev. 2021's: the question (`blockId.questionId`) and the message key of its label. */
  labels: Readonly<Record<string, string>>;
}

export const w8imyRevisions = {
  2021: {
    formType: 'w8imy_2021',
    foreignTin: true,
    capacityToSign: true,
    without: [],
    labels: {},
  },
  // ASSUMPTION (ours): the revision before October 2021 is Rev. June 2017, the revision the catalogue's w8imy_2017
  // names; the reference gives what October 2021 added, which this revision lacks.
  2017: {
    formType: 'w8imy_2017',
    foreignTin: false,
    capacityToSign: false,
    without: [
      'partIII.additionalResponsibility2',
      'partIII.ptpNominee',
      'partIII.additionalResponsibility3',
      'partIII.qslStatement',
      'partIV.isQsl',
      'partIV.altStatementVerified',
      'partIV.qslStatement',
      'partV.ptpAmountRealized',
      'partV.ptpNominee',
      'partV.ptpNotNominee',
      'partVI.ptpAmountRealized',
      'partVI.ptpNominee',
      'partVI.ptpNotNominee',
      'partVIII.isSection1446f',
      'partVIII.isModifiedAmount',
      'partVIII.isProvidingEachGrantor',
      'partVIII.altStatementReliance',
    ],
    // Line 14 of Rev. 2017 cannot speak of section 1446(f) (regulations of 2020) nor of the disclosing QI (QI
    // agreement of 2022): *unconfirmed* wording of ours, the 2021 statement without them (texts.ts).
    labels: { 'partIII.qiCertification': 'questionnaire.w8imy.partIII.qiCertification.label2017' },
  },
} as const satisfies Record<number, W8imyRevision>;
