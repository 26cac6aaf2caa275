import type { FormData, Json } from '@taxcert/contracts';
import { isTaxIdentifier, type FormDefinition, type QuestionDef } from '@taxcert/engine';

/**
 * What of a form's answers the browser may keep between Checks (ADR 047): everything but the tax identification
 * numbers (a `tin` widget or a text field declared `identifier`, at any depth of repeater items), which never
 * leave the page in clear. A number the server already holds (the same value at the same place in the answers
 * last saved) comes back from the server when the draft is restored; one typed since is named in `retype`, so
 * the customer is asked for it again rather than finding it silently gone.
 */

type Obj = { [key: string]: Json };
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const blank = (value: Json | undefined) => value === undefined || value === null || value === '';

/** Removes the identifiers of `questions` from `answers` (an answers object of one block or one item). */
function strip(questions: readonly QuestionDef[], answers: Obj, saved: Obj | undefined, at: string, retype: string[]) {
  const out: Obj = { ...answers };
  for (const question of questions) {
    const value = answers[question.id];
    const path = `${at}.${question.id}`;
    if (isTaxIdentifier(question)) {
      delete out[question.id];
      if (!blank(value) && value !== saved?.[question.id]) retype.push(path);
    } else if (question.items && Array.isArray(value)) {
      const savedItems = saved?.[question.id];
      out[question.id] = value.map((item, index) =>
        isObj(item)
          ? strip(
              question.items?.questions ?? [],
              item,
              Array.isArray(savedItems) && isObj(savedItems[index]) ? savedItems[index] : undefined,
              `${path}.${index}`,
              retype,
            )
          : item,
      );
    }
  }
  return out;
}

/** The answers without tax identification numbers, and the fields whose number changed since `saved` (dropped). */
export function withoutIdentifiers(
  def: FormDefinition,
  answers: FormData,
  saved: FormData,
): { answers: FormData; retype: string[] } {
  const retype: string[] = [];
  const out: FormData = { ...answers };
  for (const block of def.blocks) {
    const value = answers[block.id];
    const before = saved[block.id];
    if (isObj(value))
      out[block.id] = strip(block.questions, value, isObj(before) ? before : undefined, block.id, retype);
  }
  return { answers: out, retype };
}

/**
 * Puts the server's identifiers back into the kept answers (same block, same item index); a field named in
 * `retype` stays empty (the number typed there was not the server's, nor perhaps is the server's at that index).
 */
function restore(
  questions: readonly QuestionDef[],
  kept: Obj,
  server: Obj | undefined,
  at: string,
  retype: ReadonlySet<string>,
): Obj {
  const out: Obj = { ...kept };
  for (const question of questions) {
    const path = `${at}.${question.id}`;
    if (isTaxIdentifier(question)) {
      const value = server?.[question.id];
      if (value !== undefined && !retype.has(path)) out[question.id] = value;
    } else if (question.items && Array.isArray(kept[question.id])) {
      const serverItems = server?.[question.id];
      out[question.id] = (kept[question.id] as Json[]).map((item, index) =>
        isObj(item)
          ? restore(
              question.items?.questions ?? [],
              item,
              Array.isArray(serverItems) && isObj(serverItems[index]) ? serverItems[index] : undefined,
              `${path}.${index}`,
              retype,
            )
          : item,
      );
    }
  }
  return out;
}

/** The kept answers with the identifiers the server holds put back, except those to type again (`retype`). */
export function withServerIdentifiers(
  def: FormDefinition,
  kept: FormData,
  server: FormData,
  retype: readonly string[],
): FormData {
  const out: FormData = { ...kept };
  const again = new Set(retype);
  for (const block of def.blocks) {
    const value = kept[block.id];
    const saved = server[block.id];
    if (isObj(value))
      out[block.id] = restore(block.questions, value, isObj(saved) ? saved : undefined, block.id, again);
  }
  return out;
}
