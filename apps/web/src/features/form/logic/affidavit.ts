import type { BlockAnswers } from '@taxcert/engine';

const ticked = (value: unknown): boolean => value === true || value === 'true';

/** The capacity the signer chose in the signature section ('Other' → their own words), for the sign dialog. */
export function signerCapacity(block: BlockAnswers | undefined): string {
  const capacity = block?.capacity;
  if (capacity === 'Other' && typeof block?.otherCapacity === 'string' && block.otherCapacity.trim()) return block.otherCapacity;
  return typeof capacity === 'string' ? capacity : '';
}

/**
 * The affidavit of unchanged status asked for by the signer block's generateAffidavit box (app-shell.md §3,
 * questionnaire-and-forms.md §3): the data it is generated from, or null when the box is not ticked. The
 * sign dialog adds the printed name, capacity and sign date.
 */
export function affidavitRequest(formType: string, title: string, revision: string, block: BlockAnswers | undefined): Record<string, string> | null {
  if (!ticked(block?.generateAffidavit)) return null;
  return { formType, formTitle: title, formRevision: revision };
}
