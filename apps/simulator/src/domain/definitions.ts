import type { FormData, PrefillRecord } from '@taxcert/contracts';
import { defaultAnswers, mergeAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { hasDefinition, loadDefinition, prefillAnswers } from '@taxcert/forms';
import { ApiFailure } from './failure';

export { hasDefinition };

/**
 * Definitions loaded so far, by form type (ADR 025): a definition is a module, loaded once rather than
 * imported again on every validate. A type added for a test (`registerFormType`) is dropped from here once
 * it is removed again, so a later registration of the same name loads its own definition.
 */
const loaded = new Map<string, Promise<FormDefinition | undefined>>();

/** The definition of a form type, or a 409 when the engine has none for it yet. */
export async function requireDefinition(formType: string): Promise<FormDefinition> {
  if (!hasDefinition(formType)) loaded.delete(formType);
  let load = loaded.get(formType);
  if (!load) {
    load = loadDefinition(formType);
    loaded.set(formType, load);
    // A failed import is not kept: the next request tries again.
    load.catch(() => loaded.delete(formType));
  }
  const definition = await load;
  if (!definition) throw new ApiFailure(409, `The form type ${formType} is not supported yet.`, 4030);
  return definition;
}

/** The AddResponse of a form type the engine cannot build yet: not added, with the reason. */
export const unsupportedAdd = (formType: string) => ({
  status: 200 as const,
  body: {
    success: false,
    error: { code: 4030, message: `The form type ${formType} is not supported yet.` },
    collectableSupportingDocs: [],
  },
});

/**
 * A new form's answers: the definition's defaults, then what the customer record pre-fills, then the answers the
 * add call carries (`data`, ADR 021: the pre-qualifying questionnaire's), of the definition's blocks only and never
 * of a `locked` field (`blockId.questionId` or a whole `blockId`: the lock groups in force, ADR 045).
 */
export function initialAnswers(
  definition: FormDefinition,
  prefill: PrefillRecord | undefined,
  carried: FormData = {},
  locked: readonly string[] = [],
): FormData {
  const defaults = defaultAnswers(definition);
  const own = Object.fromEntries(
    Object.entries(carried)
      .filter(([blockId]) => definition.blocks.some((b) => b.id === blockId) && !locked.includes(blockId))
      .map(([blockId, block]) => [
        blockId,
        Object.fromEntries(Object.entries(block).filter(([id]) => !locked.includes(`${blockId}.${id}`))),
      ]),
  ) as Answers;
  return mergeAnswers(defaults, prefill ? prefillAnswers(definition, prefill) : {}, own) as FormData;
}
