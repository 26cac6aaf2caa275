import { fixedLayoutModule } from './identifier';

/** Luhn (mod 10) over digits weighted 1 2 1 2 …; products ≥ 10 add their digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** A social insurance number: 9 digits passing the Luhn check. */
export function isValidSin(digits: string): boolean {
  return /^\d{9}$/.test(digits) && passesLuhn(digits);
}

/**
 * Canadian social insurance number (identifiers.md, crs-canada-lines.md §4): 9 digits passing the Luhn check,
 * first digit 1–7 or 9 (0 and 8 "not used": secondary sources, unconfirmed by the CRA); printed NNN NNN NNN.
 */
export const sin = fixedLayoutModule({
  kind: 'sin',
  masked: true,
  layouts: [{ groups: [3, 3, 3], separator: ' ' }],
  shape: /^\d{9}$/,
  validate: (value) => /^[1-79]/.test(value) && isValidSin(value),
});
