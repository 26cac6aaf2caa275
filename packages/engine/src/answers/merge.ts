import type { Answers } from '../types/answers';
import { cloneAnswer } from './clone';

/**
 * Answers overlaid block by block, question by question: later sources win; `undefined` values do not
 * overwrite. Use it to put pre-filled or carried answers over the defaults. Inputs are not modified.
 */
export function mergeAnswers(...sources: Answers[]): Answers {
  const merged: Answers = {};
  for (const source of sources) {
    for (const [blockId, block] of Object.entries(source)) {
      const target = { ...merged[blockId] };
      for (const [questionId, value] of Object.entries(block)) {
        if (value !== undefined) target[questionId] = cloneAnswer(value);
      }
      merged[blockId] = target;
    }
  }
  return merged;
}
