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

/** The places a raised check's findings are: its field, or each row its `items` names. */
function placesOf(check: CheckDef, answers: Answers, evaluation: FormEvaluation): Place[] {
  const { blockId, questionId } = splitField(check.field);
  const block = evaluation.blocks[blockId];
  if (!check.items) {
    if (!check.raised(answers)) return [];
    const values = check.values?.(answers);
    return [{ field: check.field, questionId, path: [questionId], state: block?.questions[questionId], values }];
  }
  const parts = questionId.split('.');
  const itemQuestionId = parts.at(-1) ?? '';
  const repeaters = parts.slice(0, -1);
  return check.items(answers).map((row) => {
    const path: (string | number)[] = [...repeaters.flatMap((id, level) => [id, row[level] ?? 0]), itemQuestionId];
    const questions = repeaters.reduce<Record<string, QuestionState> | undefined>(
      (level, id, depth) => level?.[id]?.items?.[row[depth] ?? 0]?.questions,
      block?.questions,
    );
    return {
      field: `${blockId}.${path.join('.')}`,
      questionId: path.join('.'),
      path,
      state: questions?.[itemQuestionId],
      values: check.values?.(answers, row),
    };
  });
}

/** A failing row's items, level by level below the repeater (`path`: index, then question id, index…), are invalid. */
function markItems(repeater: QuestionState | undefined, path: readonly (string | number)[]): void {
  const [index, next, ...rest] = path;
  const item = typeof index === 'number' ? repeater?.items?.[index] : undefined;
  if (!item) return;
  item.valid = false;
  if (typeof next === 'string' && rest.length > 0) {
    const inner = item.questions[next];
    if (inner) inner.valid = false;
    markItems(inner, rest);
  }
}

/**
 * Adds the findings of the definition's checks to an evaluation (in place): a raised rejection fails its
 * field like a rule would (the question's errors, its block's and the form's validity, a failure naming the
 * check); a raised warning is listed in `warnings`. A check whose field is hidden raises nothing: the customer
 * could not act on it. A check on repeater rows (`items`) raises one finding per row it names.
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
      if (check.items) markItems(question, place.path.slice(1));
    }
  }
}
