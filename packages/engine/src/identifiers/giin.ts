import type { GiinLayout } from '../types/definition';

/**
 * GIIN box layouts as the SPEC states them (§5), which wins over the reference where they differ
 * (see the ADR on GIIN validation): positions are 1-based.
 * - giin16: 1–6 alphanumeric, 7–11 digits, 12–13 letters, 14–16 digits (separators after 6, 11, 13);
 * - giin15: 1–9 digits, 10–11 letters, 12–15 digits;
 * - t8: the T- prefixed field, 8 digits.
 * Letters are accepted in either case; the widget upper-cases them.
 */
const layouts: Readonly<Record<GiinLayout, RegExp>> = {
  giin16: /^[A-Za-z0-9]{6}\d{5}[A-Za-z]{2}\d{3}$/,
  giin15: /^\d{9}[A-Za-z]{2}\d{4}$/,
  t8: /^\d{8}$/,
};

/** Number of boxes of each layout. */
export const giinLength: Readonly<Record<GiinLayout, number>> = { giin16: 16, giin15: 15, t8: 8 };

/** Positions (0-based index of the box before which a separator is drawn is index + 1) of the 16-box GIIN. */
export const giinSeparators: readonly number[] = [5, 10, 12];

/** True when every box holds the character class its position allows (and the length is right). */
export function isValidGiin(value: string, layout: GiinLayout): boolean {
  return layouts[layout].test(value);
}
