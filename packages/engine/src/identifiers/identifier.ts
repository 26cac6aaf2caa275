/**
 * One module per kind of identifier (ADR 036): what a customer types is normalised, the stored
 * value validated by the rules of the reference (identifiers.md) and printed in the official layout. The browser,
 * the simulator, the HTML review and the PDF all go through these modules; none lays an identifier out by hand.
 */

/**
 * The kinds of identifier the forms ask for: US SSN, ITIN and EIN, the GIIN, a foreign TIN (any jurisdiction's
 * own format), the Canadian SIN, business number (BN) and trust account number.
 */
export type IdentifierKind = 'ssn' | 'itin' | 'ein' | 'giin' | 'ftin' | 'sin' | 'bn' | 'trustAccount';

/** The official print layout of an identifier: its groups of characters and what stands between and before them. */
export interface PrintLayout {
  groups: readonly number[];
  separator: string;
  prefix?: string;
}

export interface IdentifierModule {
  readonly kind: IdentifierKind;
  /**
   * Whether a screen shows it masked (last four) outside its own field: the personal and tax numbers (SSN, ITIN,
   * EIN, foreign TIN, SIN); the registered numbers of institutions (GIIN, BN, trust account) are not secret.
   */
  readonly masked: boolean;
  /**
   * The layout the answer is entered and printed in; a layout per shape where the kind has several (the BN: the
   * 9-digit BN or the 15-character program account). None for a foreign TIN, printed as its jurisdiction writes it.
   */
  readonly layouts: readonly PrintLayout[];
  /** What a customer typed as the answer keeps it: spaces, dashes and dots dropped, letters upper-cased. */
  normalise: (typed: string) => string;
  /** True when a normalised value is a valid identifier of this kind. */
  validate: (value: string) => boolean;
  /** The value in its official print layout; a value not of the kind's shape prints as it is (trimmed). */
  format: (value: string) => string;
}

/** Separators a customer may type inside an identifier: white space, dashes of every kind, dots. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/gu;

/** Drops the separators and upper-cases the letters ("98q96b-00000.le 276" → "98Q96B00000LE276"). */
export const withoutSeparators = (typed: string): string => typed.replace(SEPARATORS, '').toUpperCase();

/** The characters of `value` in the layout's groups, or null when the value is not exactly that long. */
export function layOut(value: string, layout: PrintLayout): string | null {
  const total = layout.groups.reduce((sum, n) => sum + n, 0);
  if ([...value].length !== total) return null;
  const parts: string[] = [];
  let at = 0;
  for (const size of layout.groups) {
    parts.push(value.slice(at, at + size));
    at += size;
  }
  return `${layout.prefix ?? ''}${parts.join(layout.separator)}`;
}

/** A module whose values are normalised by {@link withoutSeparators} and laid out when they match `shape`. */
export function fixedLayoutModule(options: {
  kind: IdentifierKind;
  masked: boolean;
  layouts: readonly PrintLayout[];
  /** The characters a value must be made of to be laid out (validity aside): e.g. nine digits. */
  shape: RegExp;
  validate: (value: string) => boolean;
  normalise?: (typed: string) => string;
}): IdentifierModule {
  const normalise = options.normalise ?? withoutSeparators;
  return {
    kind: options.kind,
    masked: options.masked,
    layouts: options.layouts,
    normalise,
    validate: options.validate,
    format: (value) => {
      const stored = normalise(value);
      if (!options.shape.test(stored)) return value.trim();
      for (const layout of options.layouts) {
        const printed = layOut(stored, layout);
        if (printed !== null) return printed;
      }
      return value.trim();
    },
  };
}
