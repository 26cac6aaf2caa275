/** Canadian identifiers (reference identifiers.md). */

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

/** A business (program account) number: BN9 + 2-letter program identifier + 4-digit reference. */
export function isValidBusinessNumber(value: string): boolean {
  return /^\d{9}[A-Za-z]{2}\d{4}$/.test(value);
}
