/**
 * What differs between the two W-9 revisions (reference w9.md, "Differences"). The blocks read
 * these traits instead of branching on the year. Each revision names its official texts here, once: message
 * keys of the English catalogue (fixtures/languages/en/questionnaire.json), whose texts are verbatim from the
 * revision's PDF (`source`); docs/forms.md lists what is verbatim and every deliberate difference.
 */
export interface W9Revision {
  formType: 'w9_2018' | 'w9_2024';
  line1Label: string;
  /** Line number of the federal tax classification: '3' (2018) or '3a' (2024). */
  classificationLine: string;
  classificationLabel: string;
  /** Option label keys of the classification boxes whose wording differs from 2024, by value. */
  classificationOptionLabels: Readonly<Record<string, string>>;
  /** Line 3b (foreign partners, owners or beneficiaries) exists from Rev. March 2024. */
  hasForeignPartnersLine: boolean;
  /** Message key of the note under the LLC box: the 2018 note is about single-member LLCs, the 2024 one about disregarded entities. */
  llcNote: string;
  /** Option label keys of the exempt payee codes whose wording differs from 2024, by code. */
  payeeCodeLabels: Readonly<Record<string, string>>;
  /** The official PDF the texts are copied from. */
  source: string;
  /** Part II, Certification: item 2 and the certification instructions differ by revision; intro and items 1, 3 and 4 do not. */
  certificationTexts: { item2: string; instructions: string };
}

export const w9Revisions = {
  2024: {
    formType: 'w9_2024',
    line1Label: 'questionnaire.w9.line1.label',
    classificationLine: '3a',
    classificationLabel: 'questionnaire.w9.line3a.label',
    classificationOptionLabels: {},
    hasForeignPartnersLine: true,
    llcNote: 'questionnaire.w9Classification.llcClassification.hint',
    payeeCodeLabels: {},
    // Page 1 as reproduced at docucentre.sibfl.net/WebLink/0/doc/2652659/Page1.aspx and in public renderings of
    // the 3-2024 form (w9.md, Sources). Unconfirmed against irs.gov itself: item 2 "because (a)" without the
    // colon of the 2018 revision (the public copies of the 2024 form we found print it without).
    source: 'Form W-9 (Rev. March 2024), page 1, Part II',
    certificationTexts: { item2: 'certification.w9.item2', instructions: 'certification.w9.instructions' },
  },
  2018: {
    formType: 'w9_2018',
    line1Label: 'questionnaire.w9.2018.line1.label',
    classificationLine: '3',
    classificationLabel: 'questionnaire.w9.2018.line3.label',
    classificationOptionLabels: {
      '1': 'questionnaire.w9Classification.2018.option.1',
      '6': 'questionnaire.w9Classification.2018.option.6',
    },
    hasForeignPartnersLine: false,
    llcNote: 'questionnaire.w9Classification.2018.llcClassification.hint',
    payeeCodeLabels: {
      '3': 'questionnaire.exemptions.payeeCode.2018.option.3',
      '6': 'questionnaire.exemptions.payeeCode.2018.option.6',
      '11': 'questionnaire.exemptions.payeeCode.2018.option.11',
    },
    // Page 1 as reproduced in public copies of the 10-2018 form (ses.stf.com proof copy, w9.md Sources): item 2
    // "because: (a)", and "and generally, payments" without the comma the 2024 revision added.
    source: 'Form W-9 (Rev. October 2018), page 1, Part II',
    certificationTexts: { item2: 'certification.w9_2018.item2', instructions: 'certification.w9_2018.instructions' },
  },
} as const satisfies Record<number, W9Revision>;
