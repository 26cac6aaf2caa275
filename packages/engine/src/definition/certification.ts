import type { Answers } from '../types/answers';
import type { FormDefinition } from '../types/definition';

/** One item of a certification: its text, its marker ("1." or "•"), whether it is struck through, its sub-items. */
export interface CertificationItem {
  key: string;
  marker: string;
  struck: boolean;
  subKeys: readonly string[];
}

/** The certification text of a form for the current answers, as message keys. */
export interface CertificationText {
  introKey: string;
  items: CertificationItem[];
  noteKey: string | null;
  /** The statement printed immediately above the signature line (W-8: the IRS consent statement). */
  consentKey: string | null;
  /** A plain-language explanation for a reader of another language (never printed: the PDF holds the official text). */
  explanationKey: string | null;
}

/** What a definition without its own certification items shows: the generic perjury statement. */
export const GENERIC_CERTIFICATION_INTRO = 'certification.generic.intro';

/**
 * The certification a form's signer makes: the definition's intro, items (numbered or bulleted, with their
 * sub-items), note and consent statement, each item struck through when the definition's `struckItems` names it
 * for these answers. A definition without items shows its certification statement, else the generic statement.
 * The certification dialog and the PDF both read it, so what is certified is what prints.
 */
export function certificationText(def: FormDefinition, answers: Answers): CertificationText {
  const certification = def.certification;
  if (!certification)
    return {
      introKey: def.certificationStatement ?? GENERIC_CERTIFICATION_INTRO,
      items: [],
      noteKey: null,
      consentKey: null,
      explanationKey: null,
    };
  const struck = new Set(certification.struckItems?.(answers) ?? []);
  const bullets = certification.marker === 'bullet';
  return {
    introKey: certification.intro,
    items: certification.items.map((key, index) => ({
      key,
      marker: bullets ? '•' : `${index + 1}.`,
      struck: struck.has(index + 1),
      subKeys: certification.subItems?.[index + 1] ?? [],
    })),
    noteKey: certification.note ?? null,
    consentKey: certification.consent ?? null,
    explanationKey: certification.explanation ?? null,
  };
}
