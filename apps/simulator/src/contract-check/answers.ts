import type { FormData } from '@taxcert/contracts';
import type { Answers } from '@taxcert/engine';
import { definedFormTypes, loadDefinition } from '@taxcert/forms';

/** The form types the journey can fill: those whose definition declares a sample of valid answers. */
export async function fillableFormTypes(): Promise<string[]> {
  const types = definedFormTypes();
  const definitions = await Promise.all(types.map((type) => loadDefinition(type)));
  return types.filter((_, index) => definitions[index]?.sampleAnswers !== undefined);
}

/**
 * Valid answers for a form type from its current (pre-filled) data: its definition's sample answers, signed
 * by `signer`; undefined for a type the journey cannot fill.
 */
export async function validAnswers(formType: string, data: unknown, signer: string): Promise<FormData | undefined> {
  const sample = (await loadDefinition(formType))?.sampleAnswers;
  const current = (data && typeof data === 'object' ? data : {}) as Answers;
  return sample ? (sample(current, signer) as FormData) : undefined;
}
