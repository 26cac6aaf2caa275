import codes from 'i18n-iso-countries/codes.json';
import type { GiinLayout } from '../types/definition';
import { fixedLayoutModule } from './identifier';

/** Number of boxes of each layout of the `giin` widget (questionnaire-and-forms.md §5): the GIIN, the 15-box BN, the T- field of 8 digits. */
export const giinLength: Readonly<Record<GiinLayout, number>> = { giin16: 16, giin15: 15, t8: 8 };

/** Positions (0-based index of the box before which a separator is drawn is index + 1) of the 16-box GIIN. */
export const giinSeparators: readonly number[] = [5, 10, 12];

/** ISO 3166-1 numeric codes (i18n-iso-countries' code table: alpha-2, alpha-3, numeric). */
const NUMERIC_CODES: ReadonlySet<string> = new Set(
  (codes as readonly (readonly string[])[]).map((row) => row[2] ?? ''),
);

/** True for a three-digit ISO 3166-1 numeric country code (250 France, 276 Germany, 826 United Kingdom…). */
export const isCountryNumericCode = (code: string): boolean => /^\d{3}$/.test(code) && NUMERIC_CODES.has(code);

/**
 * The 16 characters of a GIIN without its periods: the spec's boxes (questionnaire-and-forms.md §5: 1–6 letters or digits, 7–11 digits,
 * 12–13 letters, 14–16 digits; ADR 003) with the reference's two further rules the issue names (identifiers.md,
 * ADR 036): never the letter O, and the last three digits an ISO 3166-1 numeric country code.
 */
const GIIN = /^[A-NP-Z0-9]{6}\d{5}[A-NP-Z]{2}\d{3}$/;

export function isValidGiinCharacters(value: string): boolean {
  return GIIN.test(value) && isCountryNumericCode(value.slice(13));
}

/** Global Intermediary Identification Number: 16 characters, printed XXXXXX.XXXXX.XX.XXX. */
export const giin = fixedLayoutModule({
  kind: 'giin',
  masked: false,
  layouts: [{ groups: [6, 5, 2, 3], separator: '.' }],
  shape: /^[A-Z0-9]{16}$/,
  validate: isValidGiinCharacters,
});
