import type { AnswerValue, BlockDef, EvalContext, QuestionDef } from '@taxcert/engine';
import type { W9Revision } from './revisions';

/** Line 3a boxes: 1 individual/sole proprietor, 2 C corp, 3 S corp, 4 partnership, 5 trust/estate, 6 LLC, 7 other. */
const boxes = ['1', '2', '3', '4', '5', '6', '7'] as const;
const LLC = '6';
const OTHER = '7';
/** llcClassification value of an LLC taxed as a partnership ("P"). */
const LLC_PARTNERSHIP = '3';

/** The line 3a answer, read from any block of the form. */
export function classificationOf(ctx: EvalContext): AnswerValue {
  return ctx.answers.classification?.classification;
}

/** Line 3b applies to partnerships, trusts/estates and LLCs taxed as partnerships. */
function showsForeignPartners(ctx: EvalContext): boolean {
  const box = ctx.block.classification;
  return box === '4' || box === '5' || (box === LLC && ctx.block.llcClassification === LLC_PARTNERSHIP);
}

function foreignPartners(): QuestionDef {
  return {
    id: 'hasForeignPartners',
    line: '3b',
    label: 'questionnaire.w9Classification.hasForeignPartners.label',
    widget: 'checkbox',
    visible: showsForeignPartners,
  };
}

/** Line 3a (line 3 in Rev. October 2018): the federal tax classification, and line 3b. */
export function classificationBlock(revision: W9Revision): BlockDef {
  const questions: QuestionDef[] = [
    {
      id: 'classification',
      line: revision.classificationLine,
      label: revision.classificationLabel,
      widget: 'radio',
      default: '1',
      props: {
        options: boxes.map((value) => ({
          value,
          label: revision.classificationOptionLabels[value] ?? `questionnaire.w9Classification.option.${value}`,
        })),
      },
      rules: [{ kind: 'required', message: 'questionnaire.w9Classification.classification.errorMessage' }],
    },
    {
      id: 'llcClassification',
      line: revision.classificationLine,
      label: 'questionnaire.w9Classification.llcClassification.label',
      hint: 'questionnaire.w9Classification.llcClassification.hint',
      widget: 'radio',
      props: {
        options: ['1', '2', '3'].map((value) => ({
          value,
          label: `questionnaire.w9Classification.llcClassification.option.${value}`,
        })),
      },
      visible: (ctx) => ctx.block.classification === LLC,
      rules: [{ kind: 'required', message: 'questionnaire.w9Classification.llcClassification.errorMessage' }],
    },
    {
      id: 'otherClassification',
      line: revision.classificationLine,
      label: 'questionnaire.w9Classification.otherClassification.label',
      widget: 'text',
      visible: (ctx) => ctx.block.classification === OTHER,
      rules: [{ kind: 'required', message: 'questionnaire.w9Classification.otherClassification.errorMessage' }],
    },
  ];
  if (revision.hasForeignPartnersLine) questions.push(foreignPartners());
  return { id: 'classification', title: 'questionnaire.w9.classification.title', questions };
}
