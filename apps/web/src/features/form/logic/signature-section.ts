import type { Answers, FormDefinition } from '@taxcert/engine';
import { formatToday } from './today';

/** The signature placeholder until the e-signature is requested (app-shell.md §4). */
export const SIGNATURE_NOT_REQUESTED = 'NOT YET REQUESTED';

/**
 * The form-load rule of app-shell.md §4: in the signature section (created when missing) the signature
 * is reset to NOT YET REQUESTED and the date (and `dateSigned`, where the section has one) set to today
 * in the form's date format, today capped at the UTC date. Other answers are untouched; the input is not
 * modified.
 */
export function applySignatureLoadRule(def: FormDefinition, answers: Answers, now: Date = new Date()): Answers {
  const sectionId = def.signatureSection;
  const today = formatToday(def.dateFormat, now);
  const block = def.blocks.find((b) => b.id === sectionId);
  const hasDateSigned = block?.questions.some((q) => q.id === 'dateSigned') ?? false;
  return {
    ...answers,
    [sectionId]: {
      ...(answers[sectionId] ?? {}),
      signature: SIGNATURE_NOT_REQUESTED,
      date: today,
      ...(hasDateSigned ? { dateSigned: today } : {}),
    },
  };
}
