import type { BlockDef, QuestionDef } from '../types/definition';
import { optionsOf } from './shared';
import { isBlank } from '../answers/isBlank';
import { ftinRules } from './foreignTin';

export interface TaxResidencesBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Repeat limits (questionnaire-and-forms.md §9), e.g. CRS individual 1–5. */
  min: number;
  max: number;
  /** Items beyond the minimum stay optional until filled (CRS individual: "additional optional"). */
  optionalBeyondMin?: boolean;
  /** The whole block is optional (rc forms). */
  optional?: boolean;
  /** Reasons for no TIN; CRS: A, B, C. */
  reasons?: readonly string[];
  /** Reasons that need an explanation (questionnaire-and-forms.md §3: B, or 3 on rc forms). */
  explanationReasons?: readonly string[];
}

/** The questions of one tax residence (questionnaire-and-forms.md §3): country, tin, reason (when no TIN), reasonExplanation. */
export function taxResidenceQuestions(
  reasons: readonly string[],
  explanationReasons: readonly string[],
): QuestionDef[] {
  return [
    {
      id: 'country',
      label: 'questionnaire.taxResidence.country.label',
      widget: 'country',
      rules: [{ kind: 'required', message: 'questionnaire.taxResidence.country.errorMessage' }],
    },
    {
      id: 'tin',
      label: 'questionnaire.taxResidence.tin.label',
      widget: 'text',
      props: { identifier: 'ftin' },
      rules: ftinRules('questionnaire.taxResidence.tin.lengthErrorMessage'),
    },
    {
      id: 'reason',
      label: 'questionnaire.taxResidence.reason.label',
      widget: 'radio',
      props: { options: optionsOf('questionnaire.taxResidence.reason', reasons) },
      // Without a TIN a reason is needed; entering a TIN hides (and so clears) the reason.
      visible: (ctx) => isBlank(ctx.block.tin),
      rules: [{ kind: 'required', message: 'questionnaire.taxResidence.reason.errorMessage' }],
    },
    {
      id: 'reasonExplanation',
      label: 'questionnaire.taxResidence.reasonExplanation.label',
      widget: 'textarea',
      // A reason other than B (or 3) hides, and so clears, the explanation (questionnaire-and-forms.md §4).
      visible: (ctx) => typeof ctx.block.reason === 'string' && explanationReasons.includes(ctx.block.reason),
      rules: [{ kind: 'required', message: 'questionnaire.taxResidence.reasonExplanation.errorMessage' }],
    },
  ];
}

/** Tax residences as a repeater `taxResidences` within the block's limits. */
export function taxResidencesBlock(options: TaxResidencesBlockOptions): BlockDef {
  const reasons = options.reasons ?? ['A', 'B', 'C'];
  const block: BlockDef = {
    id: options.id ?? 'taxResidences',
    title: options.title,
    questions: [
      {
        id: 'taxResidences',
        label: 'questionnaire.taxResidence.taxResidences.label',
        widget: 'repeater',
        props: { min: options.min, max: options.max },
        items: {
          itemTitle: 'questionnaire.taxResidence.item.title',
          questions: taxResidenceQuestions(reasons, options.explanationReasons ?? ['B']),
          ...(options.optionalBeyondMin ? { optionalBeyondMin: true } : {}),
        },
        rules: [{ kind: 'maxItems', max: options.max, message: 'questionnaire.taxResidence.maxItemsErrorMessage' }],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  if (options.optional) block.optional = true;
  return block;
}
