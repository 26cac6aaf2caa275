import type { Answers, BlockAnswers } from '../types/answers';
import type { FormDefinition } from '../types/definition';
import { initialItems } from '../repeaters/items';
import { cloneAnswer } from './clone';

/**
 * Every question's default, by block (a repeater without a default starts with `min` new items). Every block gets an entry (possibly `{}`); a question
 * without a default gets no key. Hidden questions keep their defaults: pass the result through
 * `clearHidden` to drop them.
 */
export function defaultAnswers(def: FormDefinition): Answers {
  const answers: Answers = {};
  for (const block of def.blocks) {
    const blockAnswers: BlockAnswers = {};
    for (const question of block.questions) {
      if (question.default !== undefined) blockAnswers[question.id] = cloneAnswer(question.default);
      else if (question.widget === 'repeater' && question.items && (question.props?.min ?? 0) > 0)
        blockAnswers[question.id] = initialItems(question);
    }
    answers[block.id] = blockAnswers;
  }
  return answers;
}
