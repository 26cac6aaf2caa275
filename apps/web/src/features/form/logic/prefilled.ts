import type { Form } from '@taxcert/contracts';
import { defaultAnswers, isBlank, sameAnswer, type AnswerValue, type FormDefinition } from '@taxcert/engine';
import { prefillRefs } from '@taxcert/forms';

/**
 * The answers a form opened with from the customer's record (ADR 072), by field name: on a new form — never checked,
 * nothing confirmed — each question the record can fill (`prefillRefs`) whose saved answer is given and is not the
 * definition's default. Empty once the form was checked or confirmed: its saved answers are then the customer's.
 */
export function prefilledAnswers(def: FormDefinition, form: Form): ReadonlyMap<string, AnswerValue> {
  const prefilled = new Map<string, AnswerValue>();
  // Stage 0: WorkflowStage.New (the contract's numbers, ADR 0001).
  if (form.workflowState.stage !== 0 || form.validationResult !== null) return prefilled;
  const defaults = defaultAnswers(def);
  for (const ref of prefillRefs(def)) {
    const [blockId = '', questionId = ''] = ref.split('.');
    const value = form.data[blockId]?.[questionId] as AnswerValue;
    if (!isBlank(value) && !sameAnswer(value, defaults[blockId]?.[questionId])) prefilled.set(ref, value);
  }
  return prefilled;
}
