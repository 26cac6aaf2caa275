import { capacityLabelKey, signatureCapacityOptions, type BlockAnswers, type FormDefinition } from '@taxcert/engine';

const ticked = (value: unknown): boolean => value === true || value === 'true';

/** The capacity the signer chose in the signature section ('Other' → their own words), for the sign dialog. */
export function signerCapacity(block: BlockAnswers | undefined): string {
  const capacity = block?.capacity;
  if (capacity === 'Other' && typeof block?.otherCapacity === 'string' && block.otherCapacity.trim())
    return block.otherCapacity;
  return typeof capacity === 'string' ? capacity : '';
}

/**
 * The capacity as the sign dialog shows it: a chosen option by its label in the interface language
 * ("Administrateur" for "Director", as the signed PDF prints it: engine capacityLabelKey), a typed one as typed.
 */
export function capacityShown(def: FormDefinition, capacity: string, t: (key: string) => string): string {
  const label = capacityLabelKey(def, capacity);
  return label ? t(label) : capacity;
}

/**
 * The capacity the signature carries: the option's value ("Director") when the text is an option's label in the
 * interface language — the one shown, left as it was, or typed again — and the text as typed otherwise.
 */
export function capacitySent(def: FormDefinition, text: string, t: (key: string) => string): string {
  const typed = text.trim();
  return signatureCapacityOptions(def).find((option) => t(option.label) === typed)?.value ?? text;
}

/**
 * The affidavit of unchanged status asked for by the signer block's generateAffidavit box (app-shell.md §3,
 * questionnaire-and-forms.md §3): the data it is generated from, or null when the box is not ticked. The
 * sign dialog adds the printed name, capacity and sign date.
 */
export function affidavitRequest(
  formType: string,
  title: string,
  revision: string,
  block: BlockAnswers | undefined,
): Record<string, string> | null {
  if (!ticked(block?.generateAffidavit)) return null;
  return { formType, formTitle: title, formRevision: revision };
}
