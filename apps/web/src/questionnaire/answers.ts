import type { FormData, Json } from '@taxcert/contracts';
import {
  clearHidden,
  defaultAnswers,
  fieldDomId,
  fieldPathText,
  parseFieldPath,
  type AnswerValue,
  type Answers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { applySignatureLoadRule } from './signature-section';

/** The react-hook-form field name of a question: its field path as text, which nests answers by block. */
export const fieldName = (blockId: string, questionId: string): string => fieldPathText([blockId, questionId]);

/** The DOM id for a field path from a validation result (a repeater item's question included). */
export function domIdOfField(field: string): string | null {
  const path = parseFieldPath(field);
  return path ? fieldDomId(path) : null;
}

function toJson(value: AnswerValue): Json | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(toJson).filter((v): v is Json => v !== undefined);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, toJson(item)] as const)
      .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined);
    return Object.fromEntries(entries);
  }
  return value;
}

/** Answers as the contract's FormData: `undefined` (cleared) answers are dropped. */
export function toFormData(answers: Answers): FormData {
  const data: FormData = {};
  for (const [blockId, block] of Object.entries(answers)) {
    const out: Record<string, Json> = {};
    for (const [questionId, value] of Object.entries(block ?? {})) {
      const json = toJson(value);
      if (json !== undefined) out[questionId] = json;
    }
    data[blockId] = out;
  }
  return data;
}

/**
 * The answers that would be sent: hidden answers cleared, as FormData. Pass the form's reference data: a question
 * it shows (the W-8BEN-E's limitation on benefits of a treaty country) would otherwise count as hidden and be cleared.
 */
export function submittableAnswers(
  def: FormDefinition,
  answers: Answers,
  today?: Date,
  reference?: ReferenceData,
): FormData {
  return toFormData(clearHidden(def, answers, { ...(today ? { today } : {}), ...(reference ? { reference } : {}) }));
}

/** A stable text of answers (sorted keys), to tell whether they changed since a check. */
export function answersKey(data: FormData): string {
  const sortKeys = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sortKeys(value[key] as Json)]),
      );
    }
    return value;
  };
  return JSON.stringify(sortKeys(data));
}

/**
 * The answers a form opens with: the saved data after the signature-section load rule (which looks at
 * the section as saved), over the definition's defaults block by block, then hidden answers cleared — with the
 * form's reference data, as they are cleared when sent (see submittableAnswers): without it a saved answer to a
 * question only the reference data shows (the W-8BEN-E's limitation on benefits) would be dropped at load.
 */
export function initialAnswers(
  def: FormDefinition,
  saved: FormData,
  now: Date = new Date(),
  reference?: ReferenceData,
): Answers {
  const merged: Answers = defaultAnswers(def);
  for (const [blockId, block] of Object.entries(applySignatureLoadRule(def, saved, now))) {
    merged[blockId] = { ...(merged[blockId] ?? {}), ...block };
  }
  return clearHidden(def, merged, { today: now, ...(reference ? { reference } : {}) });
}
