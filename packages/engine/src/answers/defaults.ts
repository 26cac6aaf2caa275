import type { Answers, BlockAnswers } from '../types/answers';
import type { FormDefinition } from '../types/definition';
import { cloneAnswer } from './clone';

/**
 * Every question's default, by block. Every block gets an entry (possibly `{}`); a question
 * without a default gets no key. Hidden questions keep their defaults: pass the result through
 * `clearHidden` to drop them.
 */
export function defaultAnswers(def: FormDefinition): Answers {
  const answers: Answers = {};
  for (const block of def.blocks) {
    const blockAnswers: BlockAnswers = {};
    for (const question of block.questions) {
      if (question.default !== undefined) blockAnswers[question.id] = cloneAnswer(question.default);
    }
    answers[block.id] = blockAnswers;
  }
  return answers;
}
