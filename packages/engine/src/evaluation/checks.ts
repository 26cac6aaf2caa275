import type { Answers } from '../types/answers';
import type { CheckDef } from '../types/definition';
import type { FormEvaluation, MessageValues, QuestionState } from '../types/evaluation';

/** `blockId.questionId` split at its first dot (block ids of a group hold a '/', never a dot). */
function splitField(field: string): { blockId: string; questionId: string } {
  const dot = field.indexOf('.');
  return dot < 0
    ? { blockId: field, questionId: '' }
    : { blockId: field.slice(0, dot), questionId: field.slice(dot + 1) };
}

/** Where one finding is: its field's text, its path below the block, and the question state it fails. */
interface Place {
  field: string;
  questionId: string;
  path: (string | number)[];
  state: QuestionState | undefined;
  values: MessageValues | undefined;
}

/** The places a raised check's findings are: its field, or each item its `items` names. */
function placesOf(check: CheckDef, answers: Answers, evaluation: FormEvaluation): Place[] {
  const { blockId, questionId } = splitField(check.field);
  const block = evaluation.blocks[blockId];
  if (!check.items) {
    if (!check.raised(answers)) return [];
    const values = check.values?.(answers);
    return [{ field: check.field, questionId, path: [questionId], state: block?.questions[questionId], values }];
  }
  const [repeaterId = '', itemQuestionId = ''] = questionId.split('.');
  const repeater = block?.questions[repeaterId];
  return check.items(answers).map((index) => ({
    field: `${blockId}.${repeaterId}.${index}.${itemQuestionId}`,
    questionId: `${repeaterId}.${index}.${itemQuestionId}`,
    path: [repeaterId, index, itemQuestionId],
    state: repeater?.items?.[index]?.questions[itemQuestionId],
    values: check.values?.(answers, index),
  }));
}

/**
 * Adds the findings of the definition's checks to an evaluation (in place): a raised rejection fails its
 * field like a rule would (the question's errors, its block's and the form's validity, a failure naming the
 * check); a raised warning is listed in `warnings`. A check whose field is hidden raises nothing: the customer
 * could not act on it. A check on repeater items (`items`) raises one finding per item it names.
 */
export function applyChecks(checks: readonly CheckDef[], answers: Answers, evaluation: FormEvaluation): void {
  for (const check of checks) {
    const { blockId, questionId } = splitField(check.field);
    const block = evaluation.blocks[blockId];
    const question = block?.questions[check.items ? (questionId.split('.')[0] ?? '') : questionId];
    if (block?.visible === false || question?.visible === false) continue;
    for (const place of placesOf(check, answers, evaluation)) {
      const values = place.values ? { values: place.values } : {};
      if (check.severity === 'warning') {
        evaluation.warnings.push({ check: check.id, field: place.field, message: check.message, ...values });
        continue;
      }
      evaluation.failures.push({
        blockId,
        questionId: place.questionId,
        rule: 'custom',
        message: check.message,
        ...values,
        path: place.path,
        check: check.id,
      });
      evaluation.valid = false;
      if (!block) continue;
      block.valid = false;
      for (const state of new Set([question, place.state])) {
        if (!state) continue;
        state.valid = false;
        if (state !== place.state) continue;
        if (!state.errors.includes(check.message)) state.errors.push(check.message);
        if (place.values) state.errorValues = { ...state.errorValues, [check.message]: place.values };
      }
      if (check.items) {
        const item = question?.items?.[Number(place.path[1])];
        if (item) item.valid = false;
      }
    }
  }
}
