/**
 * US taxpayer identification number structure (reference identifiers.md). Each predicate takes
 * exactly 9 digits; the shape itself (length, digits) is checked by other rules.
 */

const NINE_DIGITS = /^\d{9}$/;

/** ITIN middle digits (4th–5th): 50–65, 70–88, 90–92, 94–99. */
export function isItinGroup(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    (group >= 94 && group <= 99)
  );
}

/** A valid ITIN: 9xx-GG-xxxx with an ITIN group. */
export function isValidItin(digits: string): boolean {
  return NINE_DIGITS.test(digits) && digits.startsWith('9') && isItinGroup(Number(digits.slice(3, 5)));
}

/**
 * An SSN that can have been issued: area not 000, 666 or 9xx; group not 00; serial not 0000. Since
 * the 2011 randomisation no other area is rejected.
 */
export function isIssuableSsn(digits: string): boolean {
  if (!NINE_DIGITS.test(digits)) return false;
  const area = digits.slice(0, 3);
  return (
    area !== '000' &&
    area !== '666' &&
    !area.startsWith('9') &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}

/** What an SSN-type field accepts: an issuable SSN or a valid ITIN (spec: entered in the SSN boxes). */
export function isValidSsnOrItin(digits: string): boolean {
  return isIssuableSsn(digits) || isValidItin(digits);
}

/**
 * EIN prefixes the IRS assigns: the union of the published tables (identifiers.md),
 * 01–06, 10–16, 20–27, 30–48, 50–68, 71–77, 80–88, 90–95, 98, 99.
 */
const EIN_PREFIX_RANGES: readonly (readonly [number, number])[] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export function isValidEinPrefix(prefix: number): boolean {
  return EIN_PREFIX_RANGES.some(([low, high]) => prefix >= low && prefix <= high);
}

/** A 9-digit EIN with an assigned prefix. */
export function isValidEin(digits: string): boolean {
  return NINE_DIGITS.test(digits) && isValidEinPrefix(Number(digits.slice(0, 2)));
}
