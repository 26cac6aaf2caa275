import { fixedLayoutModule } from './identifier';

/** A business (program account) number: BN9 + 2-letter program identifier + 4-digit reference. */
export function isValidBusinessNumber(value: string): boolean {
  return /^\d{9}[A-Za-z]{2}\d{4}$/.test(value);
}

/**
 * Canadian business number (identifiers.md, crs-canada-lines.md §3–4): the 9-digit BN, or the 15-character
 * program account (BN + program identifier + reference, e.g. 123456789RC0001) the spec's 15 boxes take; which
 * of the two RC519's box is drawn for is unconfirmed. Printed NNNNNNNNN, or NNNNNNNNN AA NNNN. Whether the BN9
 * carries a Luhn check digit is unconfirmed, so none is checked.
 */
export const bn = fixedLayoutModule({
  kind: 'bn',
  masked: false,
  layouts: [
    { groups: [9], separator: '' },
    { groups: [9, 2, 4], separator: ' ' },
  ],
  shape: /^(\d{9}|\d{9}[A-Z]{2}\d{4})$/,
  validate: (value) => /^\d{9}$/.test(value) || isValidBusinessNumber(value),
});
