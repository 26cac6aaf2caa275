import type { FormData, PrefillRecord } from '@taxcert/contracts';
import { defaultAnswers, mergeAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { hasDefinition, loadDefinition, prefillAnswers } from '@taxcert/forms';
import { ApiFailure } from './failure';

export { hasDefinition };

/** The definition of a form type, or a 409 when the engine has none for it yet. */
export async function requireDefinition(formType: string): Promise<FormDefinition> {
  const definition = await loadDefinition(formType);
  if (!definition) throw new ApiFailure(409, `The form type ${formType} is not supported yet.`, 4030);
  return definition;
}

/** The AddResponse of a form type the engine cannot build yet: not added, with the reason. */
export const unsupportedAdd = (formType: string) =>
  ({
    status: 200 as const,
    body: {
      success: false,
      error: { code: 4030, message: `The form type ${formType} is not supported yet.` },
      collectableSupportingDocs: [],
    },
  });

/**
 * A new form's answers: the definition's defaults, then what the customer record pre-fills, then the answers the
 * add call carries (`data`, ADR 021: the pre-qualifying questionnaire's), of the definition's blocks only.
 */
export function initialAnswers(definition: FormDefinition, prefill: PrefillRecord | undefined, carried: FormData = {}): FormData {
  const defaults = defaultAnswers(definition);
  const own = Object.fromEntries(Object.entries(carried).filter(([blockId]) => definition.blocks.some((b) => b.id === blockId))) as Answers;
  return mergeAnswers(defaults, prefill ? prefillAnswers(definition, prefill) : {}, own) as FormData;
}
