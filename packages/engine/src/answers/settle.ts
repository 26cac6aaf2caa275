import type { Answers, BlockAnswers } from '../types/answers';
import type { FormDefinition } from '../types/definition';
import type { EvaluateOptions, FormEvaluation } from '../types/evaluation';
import { changeBlockAnswers } from './change';
import { settleHidden } from './clearHidden';

/**
 * Everything one change of a block's answers leads to, for an editor that evaluates once per keystroke:
 * the change with its effects (clears, resets, single options selected), hidden answers cleared until
 * stable, and the evaluation of the result. When nothing is hidden by the change that is exactly one
 * evaluation of the form.
 */
export function settleChange(
  def: FormDefinition,
  answers: Answers,
  blockId: string,
  blockAnswers: BlockAnswers,
  opts?: EvaluateOptions,
): { answers: Answers; evaluation: FormEvaluation } {
  return settleHidden(def, changeBlockAnswers(def, answers, blockId, blockAnswers, opts), opts);
}
