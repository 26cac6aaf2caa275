import type { QuestionDef } from '../types/definition';
import { identifierOf } from './modules';

/**
 * True for a question whose answer is a tax identification number shown masked outside its own field: a question
 * of an identifier kind the modules mask (SSN, ITIN, EIN, foreign TIN, SIN — not the GIIN, BN or trust account).
 */
export function isTaxIdentifier(question: QuestionDef): boolean {
  return identifierOf(question)?.masked === true;
}

/** The number of a tax identifier's last characters a masked TIN keeps ("last four"). */
export const TIN_VISIBLE = 4;

/**
 * A tax identification number (SSN, ITIN, EIN, foreign TIN, GIIN, SIN…) as a screen shows it outside its own
 * field and the PDF: every letter and digit but the last four replaced by '•', separators kept, so
 * "123-45-6789" reads "•••-••-6789" and "FR-2941-7730" "••-••••-7730". A value of four characters or fewer is
 * masked whole: the last four would be all of it.
 */
export function maskTin(value: string): string {
  const characters = [...value];
  const positions = characters.flatMap((c, i) => (/[\p{L}\p{N}]/u.test(c) ? [i] : []));
  const keep = positions.length > TIN_VISIBLE ? new Set(positions.slice(-TIN_VISIBLE)) : new Set<number>();
  return characters.map((c, i) => (positions.includes(i) && !keep.has(i) ? '•' : c)).join('');
}
