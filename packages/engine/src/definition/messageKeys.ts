import type { Answers } from '../types/answers';
import type { FormDefinition, QuestionDef } from '../types/definition';
import { defaultAnswers } from '../answers/defaults';
import { blockContext, resolve } from '../evaluation/context';

function questionKeys(question: QuestionDef, blockId: string, answerSets: Answers[], today: Date): string[] {
  const keys = [question.label, question.hint, question.placeholder];
  for (const option of question.props?.options ?? []) keys.push(option.label);
  for (const answers of answerSets) {
    for (const rule of resolve(question.rules, [], blockContext(answers, blockId, today))) keys.push(rule.message);
  }
  return keys.filter((key): key is string => key !== undefined);
}

/**
 * Every message key a definition uses: form and block titles, question labels, hints,
 * placeholders, option labels and rule messages. Rules given as functions are asked with the
 * default answers and with each of `samples`, so pass answers that reach every rule branch.
 */
export function collectMessageKeys(def: FormDefinition, samples: Answers[] = [], today = new Date()): string[] {
  const answerSets = [defaultAnswers(def), ...samples];
  const keys = new Set<string>([def.title]);
  for (const block of def.blocks) {
    keys.add(block.title);
    for (const question of block.questions) {
      for (const key of questionKeys(question, block.id, answerSets, today)) keys.add(key);
    }
  }
  return [...keys];
}
