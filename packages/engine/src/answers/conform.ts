import type { AnswerValue, Answers, BlockAnswers } from '../types/answers';
import type { FormDefinition, QuestionDef } from '../types/definition';
import type { EvaluateOptions, Failure, FormEvaluation } from '../types/evaluation';
import { settleHidden } from './clearHidden';

/** The check id of an answer to a question the definition does not have: code `E-UNKNOWN-QUESTION`. */
export const UNKNOWN_QUESTION = 'UNKNOWN-QUESTION';
/** Message key of an answer to a question the definition does not have. */
export const UNKNOWN_QUESTION_MESSAGE = 'questionnaire.answer.unknownQuestionErrorMessage';

const isObject = (value: AnswerValue): value is BlockAnswers =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A block's (or item's) questions by id, made once per list of questions (ADR 097). */
const byIdOf = new WeakMap<readonly QuestionDef[], ReadonlyMap<string, QuestionDef>>();
function questionsById(questions: readonly QuestionDef[]): ReadonlyMap<string, QuestionDef> {
  let byId = byIdOf.get(questions);
  if (!byId) {
    byId = new Map(questions.map((q) => [q.id, q]));
    byIdOf.set(questions, byId);
  }
  return byId;
}

/** A definition's blocks by id, made once per definition object. */
const blocksOf = new WeakMap<FormDefinition, ReadonlyMap<string, FormDefinition['blocks'][number]>>();
function blocksById(def: FormDefinition): ReadonlyMap<string, FormDefinition['blocks'][number]> {
  let byId = blocksOf.get(def);
  if (!byId) {
    byId = new Map(def.blocks.map((b) => [b.id, b]));
    blocksOf.set(def, byId);
  }
  return byId;
}

/** The answers, at `path` below the block, to questions that `questions` does not have (repeater items too). */
function unknownIn(
  questions: readonly QuestionDef[],
  answers: BlockAnswers,
  path: (string | number)[],
  found: (string | number)[][],
): void {
  const byId = questionsById(questions);
  // Keys, not entries: no [key, value] pair made per answer on every check.
  for (const id of Object.keys(answers)) {
    const value = answers[id];
    const question = byId.get(id);
    if (!question) {
      found.push([...path, id]);
      continue;
    }
    if (!question.items || !Array.isArray(value)) continue;
    value.forEach((item, index) => {
      if (isObject(item)) unknownIn(question.items?.questions ?? [], item, [...path, id, index], found);
    });
  }
}

/** A failure naming an answer the definition has no question for. */
function unknownFailure(blockId: string, path: (string | number)[]): Failure {
  return {
    blockId,
    questionId: path.join('.'),
    rule: 'custom',
    message: UNKNOWN_QUESTION_MESSAGE,
    path,
    check: UNKNOWN_QUESTION,
  };
}

/**
 * The one check of an answer set, for the browser and every server call that receives or acts on
 * answers: the answers as the form holds them — questions the answers make invisible cleared, as the browser
 * clears them (`settleHidden`) — and their evaluation, in which every rule of every visible answer has run
 * (with the shape rules of its widget kind: options, countries, lengths, dates, numbers — rules/widgets.ts
 * `shapeRules`) and an answer to a block or question the definition does not have is a failure of its own
 * (`UNKNOWN_QUESTION`, at the unknown path; an unknown block is named by its id alone, `questionId` empty).
 * The input is not modified; unknown answers are kept in the answers returned, so nothing typed is lost, and
 * refused by the evaluation.
 */
export function checkAnswerSet(
  def: FormDefinition,
  answers: Answers,
  opts?: EvaluateOptions,
): { answers: Answers; evaluation: FormEvaluation } {
  const settled = settleHidden(def, answers, opts);
  const failures: Failure[] = [];
  const blocks = blocksById(def);
  for (const blockId of Object.keys(answers)) {
    const blockAnswers = answers[blockId];
    const block = blocks.get(blockId);
    if (!block) {
      failures.push(unknownFailure(blockId, []));
      continue;
    }
    if (!isObject(blockAnswers)) continue;
    const found: (string | number)[][] = [];
    unknownIn(block.questions, blockAnswers, [], found);
    for (const path of found) failures.push(unknownFailure(blockId, path));
  }
  if (failures.length === 0) return settled;
  return {
    answers: settled.answers,
    evaluation: { ...settled.evaluation, valid: false, failures: [...settled.evaluation.failures, ...failures] },
  };
}
