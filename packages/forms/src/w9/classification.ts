import type { AnswerValue, BlockDef, EvalContext, QuestionDef } from '@taxcert/engine';
import type { W9Revision } from './revisions';

/** W-9 line 3a boxes: 1 individual/sole proprietor, 2 C corp, 3 S corp, 4 partnership, 5 trust/estate, 6 LLC, 7 other. */
export const W9_CLASSIFICATIONS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const W9_INDIVIDUAL = '1';
export const W9_LLC = '6';
export const W9_OTHER = '7';
/** LLC tax classifications: 1 C corporation, 2 S corporation, 3 partnership ("P"). */
export const W9_LLC_CLASSIFICATIONS = ['1', '2', '3'] as const;
export const W9_LLC_PARTNERSHIP = '3';

/** The line 3a answer of the classification block `blockId`, read from any block of the form. */
export function w9ClassificationOf(ctx: EvalContext, blockId = 'classification'): AnswerValue {
  return ctx.answers[blockId]?.classification;
}

/** Line 3b applies to partnerships (4), trusts/estates (5) and LLCs (6) taxed as partnerships (llc 3). */
export function showsForeignPartners(ctx: EvalContext): boolean {
  const box = ctx.block.classification;
  return box === '4' || box === '5' || (box === W9_LLC && ctx.block.llcClassification === W9_LLC_PARTNERSHIP);
}

export interface W9ClassificationBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Message key of the classification question (the line's wording differs by revision). */
  label: string;
  /** Official line number of the classification: '3a' (Rev. 2024) or '3' (Rev. 2018). */
  line?: string;
  /** Option label keys that differ from `questionnaire.w9Classification.option.<box>`, by box. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Ask line 3b, foreign partners, owners or beneficiaries (from Rev. March 2024). */
  foreignPartners?: boolean;
  /** Message key of the note under the LLC box (the revision's words); the Rev. March 2024 note by default. */
  llcNote?: string;
}

/**
 * W-9 federal tax classification (questionnaire-and-forms.md §3–§5): classification (boxes 1–7, default 1, required),
 * llcClassification (shown and required for 6), otherClassification (shown and required for 7) and
 * hasForeignPartners (line 3b: shown for 4, 5, or 6 with llc 3). Changing the classification hides,
 * and so clears (`clearHidden`, run by the questionnaire on every change), the answers of the
 * questions it no longer shows; answers that stay visible are kept.
 */
export function w9ClassificationBlock(options: W9ClassificationBlockOptions): BlockDef {
  const line = options.line === undefined ? {} : { line: options.line };
  const questions: QuestionDef[] = [
    {
      id: 'classification',
      ...line,
      label: options.label,
      widget: 'radio',
      default: W9_INDIVIDUAL,
      props: {
        options: W9_CLASSIFICATIONS.map((value) => ({
          value,
          label: options.optionLabels?.[value] ?? `questionnaire.w9Classification.option.${value}`,
        })),
      },
      rules: [{ kind: 'required', message: 'questionnaire.w9Classification.classification.errorMessage' }],
    },
    {
      id: 'llcClassification',
      ...line,
      label: 'questionnaire.w9Classification.llcClassification.label',
      hint: options.llcNote ?? 'questionnaire.w9Classification.llcClassification.hint',
      widget: 'radio',
      props: {
        options: W9_LLC_CLASSIFICATIONS.map((value) => ({
          value,
          label: `questionnaire.w9Classification.llcClassification.option.${value}`,
        })),
      },
      visible: (ctx) => ctx.block.classification === W9_LLC,
      rules: [{ kind: 'required', message: 'questionnaire.w9Classification.llcClassification.errorMessage' }],
    },
    {
      id: 'otherClassification',
      ...line,
      label: 'questionnaire.w9Classification.otherClassification.label',
      widget: 'text',
      visible: (ctx) => ctx.block.classification === W9_OTHER,
      rules: [{ kind: 'required', message: 'questionnaire.w9Classification.otherClassification.errorMessage' }],
    },
  ];
  if (options.foreignPartners) {
    questions.push({
      id: 'hasForeignPartners',
      line: '3b',
      label: 'questionnaire.w9Classification.hasForeignPartners.label',
      widget: 'checkbox',
      visible: showsForeignPartners,
    });
  }
  const block: BlockDef = { id: options.id ?? 'classification', title: options.title, questions };
  if (options.part !== undefined) block.part = options.part;
  return block;
}

/** The line 3a answer, read from any block of the form. */
export function classificationOf(ctx: EvalContext): AnswerValue {
  return w9ClassificationOf(ctx, 'classification');
}

/** Line 3a (line 3 in Rev. October 2018): the federal tax classification, and line 3b (`w9ClassificationBlock` above). */
export function classificationBlock(revision: W9Revision): BlockDef {
  return w9ClassificationBlock({
    id: 'classification',
    title: 'questionnaire.w9.classification.title',
    label: revision.classificationLabel,
    line: revision.classificationLine,
    optionLabels: revision.classificationOptionLabels,
    foreignPartners: revision.hasForeignPartnersLine,
    llcNote: revision.llcNote,
  });
}
