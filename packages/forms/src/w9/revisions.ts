/**
 * What differs between the two W-9 revisions (reference w9.md, "Differences"). The blocks read
 * these traits instead of branching on the year.
 */
export interface W9Revision {
  formType: 'w9_2018' | 'w9_2024';
  /** Printed revision, e.g. 'Rev. March 2024'. */
  revision: string;
  line1Label: string;
  /** Line number of the federal tax classification: '3' (2018) or '3a' (2024). */
  classificationLine: string;
  classificationLabel: string;
  /** Option label keys of the classification boxes whose wording differs from 2024, by value. */
  classificationOptionLabels: Readonly<Record<string, string>>;
  /** Line 3b (foreign partners, owners or beneficiaries) exists from Rev. March 2024. */
  hasForeignPartnersLine: boolean;
  /** Option label keys of the exempt payee codes whose wording differs from 2024, by code. */
  payeeCodeLabels: Readonly<Record<string, string>>;
}

export const w9Revisions = {
  2024: {
    formType: 'w9_2024',
    revision: 'Rev. March 2024',
    line1Label: 'questionnaire.w9.line1.label',
    classificationLine: '3a',
    classificationLabel: 'questionnaire.w9.line3a.label',
    classificationOptionLabels: {},
    hasForeignPartnersLine: true,
    payeeCodeLabels: {},
  },
  2018: {
    formType: 'w9_2018',
    revision: 'Rev. October 2018',
    line1Label: 'questionnaire.w9.2018.line1.label',
    classificationLine: '3',
    classificationLabel: 'questionnaire.w9.2018.line3.label',
    classificationOptionLabels: {
      '1': 'questionnaire.w9Classification.2018.option.1',
      '6': 'questionnaire.w9Classification.2018.option.6',
    },
    hasForeignPartnersLine: false,
    payeeCodeLabels: {
      '3': 'questionnaire.exemptions.payeeCode.2018.option.3',
      '6': 'questionnaire.exemptions.payeeCode.2018.option.6',
      '11': 'questionnaire.exemptions.payeeCode.2018.option.11',
    },
  },
} as const satisfies Record<number, W9Revision>;
