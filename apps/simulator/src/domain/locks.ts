import { ErrorCodes, type FormData, type PrefillRecord } from '@taxcert/contracts';
import {
  evaluateForm,
  lockedQuestions,
  sameAnswer,
  type AnswerValue,
  type Answers,
  type FormDefinition,
} from '@taxcert/engine';
import type { BaseConfig } from '../fixtures/schemas';
import { initialAnswers } from './definitions';
import { ApiFailure } from './failure';

/**
 * The fields a form type's lock groups lock (ADR 045): the groups the online configuration names for the
 * form type (`formTypes[].lockGroups`), resolved by its definition into `blockId.questionId` or whole-block `blockId`
 * references. An empty list when none are named.
 */
export function lockedRefs(config: Readonly<BaseConfig>, definition: FormDefinition): string[] {
  const groups = config.formTypes.find((f) => f.formType === definition.formType)?.lockGroups ?? [];
  return lockedQuestions(definition, groups);
}

/** An empty answer in any of its spellings (absent, null, blank text) is one answer. */
const settled = (value: AnswerValue): AnswerValue => (value === null || value === '' ? undefined : value);

/** The question ids a reference names: one question, or every question of its block. */
function questionsOf(definition: FormDefinition, ref: string): [string, string][] {
  const [blockId = '', questionId] = ref.split('.');
  const block = definition.blocks.find((b) => b.id === blockId);
  if (!block) return [];
  return questionId === undefined ? block.questions.map((q) => [blockId, q.id]) : [[blockId, questionId]];
}

/**
 * Refuses answers that change a locked field (409, code 4092): a locked field must hold what the customer's record
 * pre-fills (the definition's default where the record has nothing), so an answer the screen shows read-only cannot
 * change through the API either. A field hidden by the answers is not compared (the engine clears it).
 */
export function refuseChangedLocks(
  definition: FormDefinition,
  refs: readonly string[],
  prefill: PrefillRecord | undefined,
  data: FormData,
): void {
  if (refs.length === 0) return;
  const expected = initialAnswers(definition, prefill) as Answers;
  const answers = data as Answers;
  const evaluation = evaluateForm(definition, answers, { locked: refs });
  const changed = refs
    .flatMap((ref) => questionsOf(definition, ref))
    .filter(([blockId, questionId]) => {
      const block = evaluation.blocks[blockId];
      if (block?.visible === false || block?.questions[questionId]?.visible === false) return false;
      return !sameAnswer(settled(answers[blockId]?.[questionId]), settled(expected[blockId]?.[questionId]));
    })
    .map(([blockId, questionId]) => `${blockId}.${questionId}`);
  if (changed.length > 0) {
    throw new ApiFailure(
      409,
      `${definition.formType}: ${changed.join(', ')} ${changed.length === 1 ? 'is' : 'are'} locked by the institution's configuration and must keep the answer from the customer's record.`,
      ErrorCodes.LockedAnswerChanged,
    );
  }
}
