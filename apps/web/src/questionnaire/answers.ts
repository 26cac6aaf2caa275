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

/** FormData blocks kept by the answers block they were made from (toFormData's `kept`). */
export type KeptBlockData = WeakMap<object, Record<string, Json>>;

function toBlockData(block: Answers[string] | undefined, kept: KeptBlockData | undefined): Record<string, Json> {
  const known = block && kept?.get(block);
  if (known) return known;
  const out: Record<string, Json> = {};
  for (const [questionId, value] of Object.entries(block ?? {})) {
    const json = toJson(value);
    if (json !== undefined) out[questionId] = json;
  }
  if (block) kept?.set(block, out);
  return out;
}

/**
 * Answers as the contract's FormData: `undefined` (cleared) answers are dropped. With `kept`, a block converted
 * before is given again, as the same object: only for answers whose objects are never changed in place (the
 * settled answers of useFormAnswers, not react-hook-form's values), so that a keystroke converts one block (ADR 112).
 * A FormData block is read-only.
 */
export function toFormData(answers: Answers, kept?: KeptBlockData): FormData {
  const data: FormData = {};
  // for…in, not Object.entries: a keystroke converts the whole form's answers (most blocks kept), and this allocates
  // no pair per block.
  for (const blockId in answers)
    if (Object.hasOwn(answers, blockId)) data[blockId] = toBlockData(answers[blockId], kept);
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

/**
 * A stable text of answers (sorted keys: `JSON.stringify` of the answers with every object's keys sorted), to tell
 * whether they changed since a check; built block by block, so that a keystroke writes out one block (ADR 112).
 */
export function answersKey(data: FormData): string {
  const blocks = Object.keys(data)
    .sort()
    .map((blockId) => blockEntry(blockId, data[blockId] as Json));
  return `{${blocks.join(',')}}`;
}

/**
 * Each FormData block's `"blockId":text`, kept by the block's object with its id (toFormData with `kept` gives an
 * unchanged block's object again): a keystroke writes out one block. FormData is never changed in place: it is made
 * by toFormData, or parsed from the server or a draft.
 */
const blockEntries = new WeakMap<object, { blockId: string; entry: string }>();

function blockEntry(blockId: string, block: Json): string {
  const known = block !== null && typeof block === 'object' ? blockEntries.get(block) : undefined;
  if (known?.blockId === blockId) return known.entry;
  const entry = `${JSON.stringify(blockId)}:${JSON.stringify(sortKeys(block))}`;
  if (block !== null && typeof block === 'object') blockEntries.set(block, { blockId, entry });
  return entry;
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
