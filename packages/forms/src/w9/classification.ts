import { w9ClassificationBlock, w9ClassificationOf, type AnswerValue, type BlockDef, type EvalContext } from '@taxcert/engine';
import type { W9Revision } from './revisions';

/** The line 3a answer, read from any block of the form. */
export function classificationOf(ctx: EvalContext): AnswerValue {
  return w9ClassificationOf(ctx, 'classification');
}

/** Line 3a (line 3 in Rev. October 2018): the federal tax classification, and line 3b (the engine's block). */
export function classificationBlock(revision: W9Revision): BlockDef {
  return w9ClassificationBlock({
    id: 'classification',
    title: 'questionnaire.w9.classification.title',
    label: revision.classificationLabel,
    line: revision.classificationLine,
    optionLabels: revision.classificationOptionLabels,
    foreignPartners: revision.hasForeignPartnersLine,
  });
}
