import { ErrorCodes, type FormData } from '@taxcert/contracts';
import {
  checkAnswerSet,
  SHAPE_MESSAGES,
  UNKNOWN_QUESTION,
  type EvaluateOptions,
  type Failure,
  type FormDefinition,
  type FormEvaluation,
} from '@taxcert/engine';
import type { Translate } from '@taxcert/forms';
import { ApiFailure } from './failure';
import { findingText } from './messages';
import { failureField } from './validation';

const SHAPE = new Set<string>(Object.values(SHAPE_MESSAGES));

/**
 * A failure no answer given through the form can have: an answer to a question the form does not have,
 * or one its question cannot hold — a choice not offered, a country not listed, a text too long for its box, a
 * date or number out of its kind. The browser cannot send it; a workflow call refuses it outright.
 */
export const isRefusal = (f: Failure): boolean => f.check === UNKNOWN_QUESTION || SHAPE.has(f.message);

/** "field: what is wrong", in the catalogue's language. */
export function failureText(t: Translate, f: Failure): string {
  return t('formSigning.answersRefused', { field: failureField(f), reason: findingText(t, f.message, f.values) });
}

/**
 * The answers a workflow call (confirm, certify, sign, submit) acts on, as the form holds them — hidden answers
 * cleared (engine `checkAnswerSet`, the same check the validate calls run) — with their evaluation. An answer the
 * form could not have given is refused: 422 with code 4225 (`AnswersRefused`) and a message naming the field and
 * what is wrong, in the request's language.
 */
export function acceptedAnswers(
  definition: FormDefinition,
  data: FormData,
  opts: EvaluateOptions,
  t: Translate,
): { answers: FormData; evaluation: FormEvaluation } {
  const checked = checkAnswerSet(definition, data, opts);
  const refusal = checked.evaluation.failures.find(isRefusal);
  if (refusal) throw new ApiFailure(422, failureText(t, refusal), ErrorCodes.AnswersRefused);
  return { answers: checked.answers as FormData, evaluation: checked.evaluation };
}
