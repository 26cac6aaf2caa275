import type { Answers, FormDefinition } from '@taxcert/engine';
import { formatToday } from '../lib/i18n/today';

/** The signature placeholder until the e-signature is requested (app-shell.md §4). */
export const SIGNATURE_NOT_REQUESTED = 'NOT YET REQUESTED';

/** Fields of a signature section that hold a signature. */
const isSignatureField = (questionId: string): boolean => /^signature\d*$/.test(questionId);
/** Fields of a signature section that hold the signing date. */
const DATE_FIELDS = ['date', 'dateSigned'] as const;

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The form-load rule of app-shell.md §4, applied to the answers as saved (before the definition's
 * defaults): every signature field of the signature section (`certification` for W-9, `part3` for W-8BEN
 * and CRS-I, … — the definition names it) that holds anything is reset to NOT YET REQUESTED. A missing
 * section is created with that text and `date` (and `dateSigned`, where the section has one) set to today
 * in the form's date format (MM-dd-yyyy for W, dd-MM-yyyy for CRS), today capped at the UTC date.
 * A saved section without a date gets today too: nothing else can fill that read-only field.
 * Other answers are untouched; the input is not modified.
 */
export function applySignatureLoadRule(def: FormDefinition, answers: Answers, now: Date = new Date()): Answers {
  const sectionId = def.signatureSection;
  if (!sectionId) return answers;
  const today = formatToday(def.dateFormat, now);
  const block = def.blocks.find((b) => b.id === sectionId);
  const questionIds = block?.questions.map((q) => q.id) ?? [];
  const dateFields = DATE_FIELDS.filter((id) => id === 'date' || questionIds.includes(id));
  const saved = answers[sectionId];
  if (!saved) {
    return {
      ...answers,
      [sectionId]: { signature: SIGNATURE_NOT_REQUESTED, ...Object.fromEntries(dateFields.map((id) => [id, today])) },
    };
  }
  const next = { ...saved };
  for (const [id, value] of Object.entries(saved)) {
    if (isSignatureField(id) && !blank(value)) next[id] = SIGNATURE_NOT_REQUESTED;
  }
  for (const id of dateFields) if (blank(next[id])) next[id] = today;
  return { ...answers, [sectionId]: next };
}
