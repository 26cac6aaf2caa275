import type { Answers } from '../types/answers';
import type { FormDefinition } from '../types/definition';
import type { EvaluateOptions, FormEvaluation } from '../types/evaluation';
import { evaluateBlock } from './block';

/**
 * Evaluates every block and question of a form against the answers: visibility, disabling,
 * requiredness, validity and the failing rules (as message keys), in block and question order.
 * Pure: the same definition, answers and `today` always give the same result.
 */
export function evaluateForm(def: FormDefinition, answers: Answers, opts?: EvaluateOptions): FormEvaluation {
  const today = opts?.today ?? new Date();
  const evaluation: FormEvaluation = { valid: true, blocks: {}, failures: [] };
  for (const block of def.blocks) {
    const { state, failures } = evaluateBlock(block, answers, today);
    evaluation.blocks[block.id] = state;
    evaluation.failures.push(...failures);
    if (state.visible && !state.valid) evaluation.valid = false;
  }
  return evaluation;
}
