import { fixedLayoutModule, withoutSeparators } from './identifier';

/**
 * Canadian trust account number (identifiers.md, crs-canada-lines.md §4): the letter T and 8 digits, printed with
 * its T, `T12345678`. The answer keeps the 8 digits (the spec's "T- prefixed field takes 8 digits"), so what a
 * customer types with its T ("T-1234 5678") keeps the digits.
 */
export const trustAccount = fixedLayoutModule({
  kind: 'trustAccount',
  masked: false,
  layouts: [{ groups: [8], separator: '', prefix: 'T' }],
  shape: /^\d{8}$/,
  validate: (value) => /^\d{8}$/.test(value),
  normalise: (typed) => withoutSeparators(typed).replace(/^T(?=\d{8}$)/, ''),
});
