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
  const entries = byTin(fixture).get(tin);
  // The name is compared (and so normalised) only for a TIN the fixture knows.
  const compared = entries ? irsName(name) : '';
  const entry = entries?.find((e) => e.irsName === compared);
  const resultCode = entry ? entry.resultCode : entries ? 3 : 2;
  return { resultCode, matched: MATCH_CODES.has(resultCode) };
}

type Indexed = { irsName: string; resultCode: number };
/** The fixture's entries by TIN with their names as the IRS compares them, made once per fixture (ADR 097). */
const indexes = new WeakMap<TinMatchFixture, ReadonlyMap<string, readonly Indexed[]>>();
function byTin(fixture: TinMatchFixture): ReadonlyMap<string, readonly Indexed[]> {
  let index = indexes.get(fixture);
  if (!index) {
    const built = new Map<string, Indexed[]>();
    for (const e of fixture)
      built.set(e.tin, [...(built.get(e.tin) ?? []), { irsName: irsName(e.name), resultCode: e.resultCode }]);
    index = built;
    indexes.set(fixture, index);
  }
  return index;
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
