import type { IdentifierModule } from './identifier';

/** Letters and digits of any script, separated by single spaces, hyphens, dots or slashes; at least one of them. */
const FTIN = /^[\p{L}\p{N}]+(?:[ .\-/][\p{L}\p{N}]+)*$/u;

/**
 * A foreign (non-US) taxpayer identification number, as the jurisdiction that issued it writes it: its own
 * separators are part of its layout (a UK National Insurance number "QQ 12 34 56 C", a Spanish NIF "12345678-Z"),
 * so normalising only trims and closes up white space, and the print layout is the value itself. Valid: letters
 * and digits, with single spaces, hyphens, dots or slashes between them (its length is the question's own rule).
 */
export const ftin: IdentifierModule = {
  kind: 'ftin',
  masked: true,
  layouts: [],
  normalise: (typed) => typed.trim().replace(/\s+/gu, ' '),
  validate: (value) => FTIN.test(value),
  format: (value) => value.trim().replace(/\s+/gu, ' '),
};
