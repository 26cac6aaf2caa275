import type { Answers } from '../types/answers';
import type { CheckDef } from '../types/definition';
import type { FormEvaluation } from '../types/evaluation';

/** `blockId.questionId` split at its first dot (block ids of a group hold a '/', never a dot). */
function splitField(field: string): { blockId: string; questionId: string } {
  const dot = field.indexOf('.');
  return dot < 0
    ? { blockId: field, questionId: '' }
    : { blockId: field.slice(0, dot), questionId: field.slice(dot + 1) };
}

/**
 * Adds the findings of the definition's checks to an evaluation (in place): a raised rejection fails its
 * field like a rule would (the question's errors, its block's and the form's validity, a failure naming the
 * check); a raised warning is listed in `warnings`. A check whose field is hidden raises nothing: the customer
 * could not act on it.
 */
export function applyChecks(checks: readonly CheckDef[], answers: Answers, evaluation: FormEvaluation): void {
  for (const check of checks) {
    const { blockId, questionId } = splitField(check.field);
    const block = evaluation.blocks[blockId];
    const question = block?.questions[questionId];
    if (block?.visible === false || question?.visible === false) continue;
    if (!check.raised(answers)) continue;
    const values = check.values ? { values: check.values(answers) } : {};
    if (check.severity === 'warning') {
      evaluation.warnings.push({ check: check.id, field: check.field, message: check.message, ...values });
      continue;
    }
    evaluation.failures.push({
      blockId,
      questionId,
      rule: 'custom',
      message: check.message,
      ...values,
      path: [questionId],
      check: check.id,
    });
    evaluation.valid = false;
    if (block && question) {
      block.valid = false;
      question.valid = false;
      if (!question.errors.includes(check.message)) question.errors.push(check.message);
      if (values.values) question.errorValues = { ...question.errorValues, [check.message]: values.values };
    }
  }
}
