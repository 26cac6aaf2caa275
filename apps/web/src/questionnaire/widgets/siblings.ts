import type { QuestionDef } from '@taxcert/engine';

/**
 * The other answers of its block a question's widget reads (`WidgetProps.blockAnswers`): the TIN's type named by
 * `props.tinTypeFrom` (SegmentedTinWidget, MaskedBoxesInput). A question row re-renders when one of these changes,
 * not on every change of its block (ADR 027); a widget that reads another sibling names it here.
 */
export function siblingsRead(question: QuestionDef): readonly string[] {
  const from = question.props?.tinTypeFrom;
  return from ? [from] : [];
}
