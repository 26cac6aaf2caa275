/**
 * The worst answers the simulator accepts for the largest form: the W-8BEN-E with every Part open
 * (fixtures/bench) and every typed answer the answers leave visible — repeater items too — at its widget kind's
 * maximum length (engine `maxLengthOf`), in the widest Latin letter. Rendering these, checking them and printing
 * them is the most work one accepted request asks of the server.
 */
import type { FormData } from '@taxcert/contracts';
import {
  maxLengthOf,
  settleHidden,
  type AnswerValue,
  type BlockAnswers,
  type FormDefinition,
  type QuestionDef,
} from '@taxcert/engine';
import { readFileSync } from 'node:fs';

const TYPED = new Set(['text', 'textarea', 'exchange']);

/** Item or block answers with each typed answer present at its maximum length. */
function fill(questions: readonly QuestionDef[], answers: BlockAnswers): BlockAnswers {
  const next: BlockAnswers = { ...answers };
  for (const question of questions) {
    const value: AnswerValue = answers[question.id];
    const max = maxLengthOf(question);
    if (TYPED.has(question.widget) && max !== undefined && !question.props?.identifier)
      next[question.id] = 'W'.repeat(max);
    if (question.items && Array.isArray(value))
      next[question.id] = value.map((item) =>
        item !== null && typeof item === 'object' && !Array.isArray(item)
          ? fill(question.items!.questions, item)
          : item,
      );
  }
  return next;
}

/** The largest form's answers with every visible typed answer at its maximum length. */
export function worstAnswers(definition: FormDefinition): FormData {
  const base = JSON.parse(
    readFileSync(new URL('../../../fixtures/bench/w8bene-every-part-open.json', import.meta.url), 'utf8'),
  ) as FormData;
  const visible = settleHidden(definition, base).answers;
  return Object.fromEntries(
    definition.blocks.map((block) => [block.id, fill(block.questions, visible[block.id] ?? {})]),
  ) as FormData;
}
