import type { Answers, ReferenceData } from '../types/answers';
import type { BlockDef, FormDefinition } from '../types/definition';
import type { EvaluateOptions, Failure, FormEvaluation } from '../types/evaluation';
import { evaluateBlock, type BlockEnv } from './block';
import { applyChecks } from './checks';
import { checkedBlocks } from './memo';
import { calendarDay, dateKey } from '../dates/dates';

/** The reference data of an evaluation given none: one object, so that a memo's kept results match (memo.ts). */
const NO_REFERENCE: ReferenceData = {};

/** The set of each list of locked fields an editor passes again and again (one per list, not one per evaluation). */
const lockSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const NOTHING_LOCKED: ReadonlySet<string> = new Set();
function lockSetOf(locked: readonly string[] | undefined): ReadonlySet<string> {
  if (!locked || locked.length === 0) return NOTHING_LOCKED;
  let set = lockSets.get(locked);
  if (!set) {
    set = new Set(locked);
    lockSets.set(locked, set);
  }
  return set;
}

/** The evaluation environment of the options (today defaults to now). */
export function envOf(opts?: EvaluateOptions): BlockEnv {
  const today = opts?.today ?? new Date();
  const env: BlockEnv = { today, reference: opts?.reference ?? NO_REFERENCE, locked: lockSetOf(opts?.locked) };
  if (opts?.memo) env.keep = { memo: opts.memo, day: dateKey(calendarDay(today)) };
  return env;
}

/**
 * Evaluates every block and question of a form against the answers: visibility, disabling,
 * requiredness, validity and the failing rules (as message keys), in block and question order, then the
 * definition's checks (findings of answers taken together).
 * Pure: the same definition, answers and options always give the same result; with `opts.memo` the blocks whose
 * inputs did not change since the memo's last evaluation are not evaluated again, and their states are the same
 * objects as then (memo.ts, ADR 112).
 */
export function evaluateForm(def: FormDefinition, answers: Answers, opts?: EvaluateOptions): FormEvaluation {
  const env = envOf(opts);
  const evaluation: FormEvaluation = { valid: true, blocks: {}, failures: [], warnings: [] };
  const checked = env.keep ? checkedBlocks(env.keep.memo, def) : undefined;
  // An index loop: this runs on every keystroke, and a for…of the browser has not optimised yet allocates a step object
  // for each block (ADR 115).
  for (let i = 0; i < def.blocks.length; i += 1) {
    const block = def.blocks[i] as BlockDef;
    const { state, failures } = evaluateBlock(block, answers, env, checked !== undefined && !checked.has(block.id));
    evaluation.blocks[block.id] = state;
    for (let f = 0; f < failures.length; f += 1) evaluation.failures.push(failures[f] as Failure);
    if (state.visible && !state.valid) evaluation.valid = false;
  }
  applyChecks(def.checks ?? [], answers, evaluation);
  return evaluation;
}
