import type { Answers } from '../types/answers';
import type { FormDefinition } from '../types/definition';
import type { EvaluateOptions, FormEvaluation } from '../types/evaluation';
import { evaluateForm } from '../evaluation/form';

/** One pass: a copy of the answers without hidden questions, and hidden blocks emptied. */
function clearOnce(def: FormDefinition, answers: Answers, evaluation: FormEvaluation): { answers: Answers; changed: boolean } {
  const next: Answers = { ...answers };
  let changed = false;
  for (const block of def.blocks) {
    const state = evaluation.blocks[block.id];
    const current = answers[block.id];
    if (!state || !current) continue;
    if (!state.visible) {
      if (Object.keys(current).length > 0) changed = true;
      next[block.id] = {};
      continue;
    }
    const kept = { ...current };
    for (const question of block.questions) {
      if (state.questions[question.id]?.visible === false && question.id in kept) {
        delete kept[question.id];
        changed = true;
      }
    }
    next[block.id] = kept;
  }
  return { answers: next, changed };
}

/**
 * New answers in which hidden questions are removed and hidden blocks are emptied (`{}`),
 * repeated until stable (clearing one answer can hide another question). The input is not
 * modified. Blocks without answers stay absent; blocks and keys the definition does not know
 * are kept as they are.
 */
export function clearHidden(def: FormDefinition, answers: Answers, opts?: EvaluateOptions): Answers {
  const today = opts?.today ?? new Date();
  let current: Answers = { ...answers };
  // Each pass that changes anything removes at least one key, so this always terminates.
  for (;;) {
    const { answers: next, changed } = clearOnce(def, current, evaluateForm(def, current, { today }));
    if (!changed) return next;
    current = next;
  }
}
