import type { BlockState, FormEvaluation, QuestionState } from '../types/evaluation';

/** Structural equality of two parts of an evaluation (plain data: booleans, numbers, strings, arrays, records). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => same(item, b[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  if (keys.length !== Object.keys(bo).length) return false;
  return keys.every((key) => key in bo && same(ao[key], bo[key]));
}

/** `next`'s states, each replaced by `previous`'s where they are equal; `previous` itself when all are. */
function shareRecord<T>(
  previous: Record<string, T>,
  next: Record<string, T>,
  share: (a: T, b: T) => T,
): Record<string, T> {
  let all = Object.keys(previous).length === Object.keys(next).length;
  const out: Record<string, T> = {};
  for (const [id, state] of Object.entries(next)) {
    const before = previous[id];
    const kept = before === undefined ? state : share(before, state);
    if (kept !== before) all = false;
    out[id] = kept;
  }
  return all ? previous : out;
}

function shareQuestion(previous: QuestionState, next: QuestionState): QuestionState {
  return same(previous, next) ? previous : next;
}

function shareBlock(previous: BlockState, next: BlockState): BlockState {
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
