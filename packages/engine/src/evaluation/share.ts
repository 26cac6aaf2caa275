import type { BlockState, FormEvaluation, QuestionState } from '../types/evaluation';

/**
 * Structural equality of two parts of an evaluation (plain data: booleans, numbers, strings, arrays, records).
 * Written with plain loops: it runs over every state of a form on every keystroke, and allocates nothing.
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!same(a[i], b[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let count = 0;
  for (const key in ao) {
    if (!Object.hasOwn(ao, key)) continue;
    if (!Object.hasOwn(bo, key) || !same(ao[key], bo[key])) return false;
    count += 1;
  }
  for (const key in bo) if (Object.hasOwn(bo, key)) count -= 1;
  return count === 0;
}

/**
 * `next`'s states, each replaced by `previous`'s where they are equal; `previous` itself when all are (then nothing
 * is allocated: the usual keystroke leaves most records as they were).
 */
function shareRecord<T>(
  previous: Record<string, T>,
  next: Record<string, T>,
  share: (a: T, b: T) => T,
): Record<string, T> {
  if (previous === next) return previous;
  let out: Record<string, T> | undefined;
  let count = 0;
  for (const id in next) {
    if (!Object.hasOwn(next, id)) continue;
    count += 1;
    const state = next[id] as T;
    const before = Object.hasOwn(previous, id) ? previous[id] : undefined;
    const kept = before === undefined ? state : share(before, state);
    if (out === undefined && kept !== before) {
      // The first state that differs: the states before it are previous's, copied in next's order.
      out = {};
      for (const earlier in next) {
        if (earlier === id) break;
        if (Object.hasOwn(next, earlier)) out[earlier] = previous[earlier] as T;
      }
    }
    if (out !== undefined) out[id] = kept;
  }
  if (out !== undefined) return out;
  let before = 0;
  for (const id in previous) if (Object.hasOwn(previous, id)) before += 1;
  // Every state of next was previous's; previous holds others too: next's keys, with previous's states.
  if (before === count) return previous;
  const kept: Record<string, T> = {};
  for (const id in next) if (Object.hasOwn(next, id)) kept[id] = previous[id] as T;
  return kept;
}

function shareQuestion(previous: QuestionState, next: QuestionState): QuestionState {
  return same(previous, next) ? previous : next;
}

function shareBlock(previous: BlockState, next: BlockState): BlockState {
  // A block the evaluation memo kept is the same object (ADR 112).
  if (previous === next) return previous;
  const questions = shareRecord(previous.questions, next.questions, shareQuestion);
  if (questions === previous.questions && previous.visible === next.visible && previous.valid === next.valid)
    return previous;
  return { ...next, questions };
}

/**
 * The evaluation `next` with every block, question and repeater-item state that equals `previous`'s replaced by
 * `previous`'s object (structural sharing), so that a renderer can tell what a change of answers changed by
 * identity: after a keystroke only the states the engine really changed are new objects. `next` is not modified.
 */
export function shareUnchanged(previous: FormEvaluation, next: FormEvaluation): FormEvaluation {
  if (previous === next) return next;
  const blocks = shareRecord(previous.blocks, next.blocks, shareBlock);
  if (
    blocks === previous.blocks &&
    previous.valid === next.valid &&
    same(previous.failures, next.failures) &&
    same(previous.warnings, next.warnings)
  )
    return previous;
  return { ...next, blocks };
}
