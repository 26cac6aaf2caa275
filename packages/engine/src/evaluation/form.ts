import type { Answers } from '../types/answers';
import type { FormDefinition } from '../types/definition';
import type { EvaluateOptions, FormEvaluation } from '../types/evaluation';
import { evaluateBlock, type BlockEnv } from './block';
import { applyChecks } from './checks';

/** The evaluation environment of the options (today defaults to now). */
export function envOf(opts?: EvaluateOptions): BlockEnv {
  return { today: opts?.today ?? new Date(), reference: opts?.reference ?? {}, locked: new Set(opts?.locked ?? []) };
}

/**
 * Evaluates every block and question of a form against the answers: visibility, disabling,
 * requiredness, validity and the failing rules (as message keys), in block and question order, then the
 * definition's checks (findings of answers taken together).
 * Pure: the same definition, answers and options always give the same result.
 */
export function evaluateForm(def: FormDefinition, answers: Answers, opts?: EvaluateOptions): FormEvaluation {
  const env = envOf(opts);
  const evaluation: FormEvaluation = { valid: true, blocks: {}, failures: [], warnings: [] };
  for (const block of def.blocks) {
    const { state, failures } = evaluateBlock(block, answers, env);
    evaluation.blocks[block.id] = state;
    evaluation.failures.push(...failures);
    if (state.visible && !state.valid) evaluation.valid = false;
  }
  applyChecks(def.checks ?? [], answers, evaluation);
  return evaluation;
}
