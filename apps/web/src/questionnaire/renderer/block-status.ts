import type { BlockDef, BlockState } from '@taxcert/engine';
import { fieldName } from '../answers';

/**
 * What a question card's header says about its block:
 * - attention: an answer the customer edited (or a Check force-edited) fails a rule;
 * - incomplete: a rule fails, but the customer has not reached that answer yet;
 * - complete: every answer passes;
 * - untouched: nothing answered and nothing required (e.g. an optional block): no state is shown.
 */
export type BlockStatus = 'attention' | 'incomplete' | 'complete' | 'untouched';

export function blockStatus(block: BlockDef, state: BlockState, isEdited: (name: string) => boolean): BlockStatus {
  const questions = block.questions.filter((question) => state.questions[question.id]?.visible);
  const failing = questions.filter((question) => state.questions[question.id]?.valid === false);
  if (failing.some((question) => isEdited(fieldName(block.id, question.id)))) return 'attention';
  if (!state.valid || failing.length > 0) return 'incomplete';
  const blank = questions.every((question) => state.questions[question.id]?.valid === undefined);
  return blank ? 'untouched' : 'complete';
}
