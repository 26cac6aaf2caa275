import type { AnswerValue } from '../types/answers';

/** questionnaire-and-forms.md §5: nested answers are checked to at most 5 levels. */
export const MAX_ANSWER_DEPTH = 5;

/**
 * Levels of nesting of an answer: a scalar is 0, an array or object is 1 + its deepest element.
 * Counting stops at `limit`, so a hostile, very deep value costs no more than `limit` levels.
 */
export function answerDepth(value: AnswerValue, limit = MAX_ANSWER_DEPTH + 1): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 0) return 0;
  let deepest = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    deepest = Math.max(deepest, answerDepth(item, limit - 1));
    if (deepest >= limit - 1) break;
  }
  return 1 + deepest;
}
