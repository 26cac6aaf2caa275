import { fixedLayoutModule } from './identifier';
import { SSN_LAYOUT } from './ssn';

const NINE_DIGITS = /^\d{9}$/;

/** ITIN middle digits (4th–5th): 50–65, 70–88, 90–92, 94–99 (identifiers.md). */
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

/** US Individual Taxpayer Identification Number: printed in the SSN box's layout, 9NN-NN-NNNN. */
export const itin = fixedLayoutModule({
  kind: 'itin',
  masked: true,
  layouts: [SSN_LAYOUT],
  shape: NINE_DIGITS,
  validate: isValidItin,
});
