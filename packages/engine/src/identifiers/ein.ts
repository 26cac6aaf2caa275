import { fixedLayoutModule } from './identifier';

const NINE_DIGITS = /^\d{9}$/;

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

/** US Employer Identification Number (QI-, WP-, WT-EINs too): printed NN-NNNNNNN. */
export const ein = fixedLayoutModule({
  kind: 'ein',
  masked: true,
  layouts: [{ groups: [2, 7], separator: '-' }],
  shape: NINE_DIGITS,
  validate: isValidEin,
});
