import type { FormData, PrefillRecord } from '@taxcert/contracts';
import { defaultAnswers, mergeAnswers, type FormDefinition } from '@taxcert/engine';
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

/** A new form's answers: the definition's defaults, then what the customer record pre-fills. */
export function initialAnswers(definition: FormDefinition, prefill: PrefillRecord | undefined): FormData {
  const defaults = defaultAnswers(definition);
  return (prefill ? mergeAnswers(defaults, prefillAnswers(definition, prefill)) : defaults) as FormData;
}
