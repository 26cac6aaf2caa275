import type { FormData } from '@taxcert/contracts';
import type { TinMatchFixture } from '../fixtures/schemas';

/** IRS TIN Matching codes that mean "matched" (identifiers.md): 0, 6, 7, 8. */
const MATCH_CODES = new Set([0, 6, 7, 8]);

/** Names as the IRS compares them: upper case, letters, digits, & and - only, single spaces. */
export const irsName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9&\- ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const isMatchCode = (code: number): boolean => MATCH_CODES.has(code);

export interface TinMatch {
  resultCode: number;
  matched: boolean;
}

/**
 * The simulated IRS TIN Matching answer for a TIN and name: the fixture's code when TIN and name match
 * an entry, 3 (mismatch) when only the TIN is known, 2 (not currently issued) when it is unknown.
 */
export function matchTin(fixture: TinMatchFixture, tin: string, name: string): TinMatch {
  const entries = fixture.filter((e) => e.tin === tin);
  const entry = entries.find((e) => irsName(e.name) === irsName(name));
  const resultCode = entry ? entry.resultCode : entries.length > 0 ? 3 : 2;
  return { resultCode, matched: MATCH_CODES.has(resultCode) };
}

/** The TIN and name of a form's answers that TIN matching checks, when the form has a US TIN. */
export function tinAndName(data: FormData, signatureSection: string): { tin: string; name: string } | null {
  const block = data.usTin;
  if (!block || block.appliedFor === 'Yes') return null;
  const tin = typeof block.tin === 'string' ? block.tin.replace(/\D/g, '') : '';
  const nameValue = data.name?.name ?? data[signatureSection]?.name;
  const name = typeof nameValue === 'string' ? nameValue : '';
  return /^\d{9}$/.test(tin) && name.trim() ? { tin, name } : null;
}
