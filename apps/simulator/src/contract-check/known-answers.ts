import type { FormData } from '@taxcert/contracts';
import { evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';

/** A set of answers the API must reject, and the field it must reject. */
export interface KnownBad {
  /** `blockId.questionId`, the rejection's `field`. */
  field: string;
  answers: FormData;
}

/**
 * Known-bad answer sets for a form type, derived from its definition's valid sample: the sample with one
 * answered text question blanked, kept where the engine (the same rules the page shows) then fails that very
 * question. At most `limit` sets; none when the type has no sample, or its sample is not valid here without
 * reference data (the kit then says so).
 */
export async function knownBadAnswers(formType: string, valid: FormData, today: Date, limit = 3): Promise<KnownBad[]> {
  const definition = await loadDefinition(formType);
  if (!definition || !evaluateForm(definition, valid, { today }).valid) return [];
  const sets: KnownBad[] = [];
  for (const block of definition.blocks) {
    const answers = (valid as Record<string, unknown>)[block.id];
    if (!answers || typeof answers !== 'object') continue;
    for (const [question, value] of Object.entries(answers as Record<string, unknown>)) {
      if (typeof value !== 'string' || value.trim() === '' || block.id === definition.signatureSection) continue;
      const bad = { ...valid, [block.id]: { ...(answers as Record<string, unknown>), [question]: '' } } as FormData;
      const field = `${block.id}.${question}`;
      const failures = evaluateForm(definition, bad, { today }).failures;
      if (failures.some((f) => `${f.blockId}.${f.questionId}` === field)) {
        sets.push({ field, answers: bad });
        break;
      }
    }
    if (sets.length >= limit) break;
  }
  return sets;
}
