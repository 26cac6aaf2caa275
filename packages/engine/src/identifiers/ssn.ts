import { fixedLayoutModule, type PrintLayout } from './identifier';

const NINE_DIGITS = /^\d{9}$/;

/** The SSN (and ITIN) layout of the paper forms: NNN-NN-NNNN (fatca-crs-lines.md §7). */
export const SSN_LAYOUT: PrintLayout = { groups: [3, 2, 4], separator: '-' };

/**
 * An SSN that can have been issued (identifiers.md): area not 000, 666 or 9xx; group not 00; serial not 0000.
 * Since the 2011 randomisation no other area is rejected.
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

/** US Social Security Number: 9 digits, printed NNN-NN-NNNN. */
export const ssn = fixedLayoutModule({
  kind: 'ssn',
  masked: true,
  layouts: [SSN_LAYOUT],
  shape: NINE_DIGITS,
  validate: isIssuableSsn,
});
