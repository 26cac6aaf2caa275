import type { FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { ApiFailure } from './failure';

/** The definition of a form type, or a 409 when the engine has none for it yet. */
export async function requireDefinition(formType: string): Promise<FormDefinition> {
  const definition = await loadDefinition(formType);
  if (!definition) throw new ApiFailure(409, `The form type ${formType} is not supported yet.`, 4030);
  return definition;
}
