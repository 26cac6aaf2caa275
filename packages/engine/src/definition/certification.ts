import type { Answers } from '../types/answers';
import type { FormDefinition } from '../types/definition';

/** The certification text of a form for the current answers, as message keys. */
export interface CertificationText {
  introKey: string;
  items: { key: string; struck: boolean }[];
  noteKey: string | null;
}

/** What a definition without its own certification items shows: the generic perjury statement. */
export const GENERIC_CERTIFICATION_INTRO = 'certification.generic.intro';

/**
 * The certification a form's signer makes: the definition's intro, items and note, each item struck through
 * when the definition's `struckItems` names it for these answers. A definition without items shows its
 * certification statement (the official text its PDF prints), else the generic statement.
 */
export function certificationText(def: FormDefinition, answers: Answers): CertificationText {
  const certification = def.certification;
  if (!certification) return { introKey: def.certificationStatement ?? GENERIC_CERTIFICATION_INTRO, items: [], noteKey: null };
  const struck = new Set(certification.struckItems?.(answers) ?? []);
  return {
    introKey: certification.intro,
    items: certification.items.map((key, index) => ({ key, struck: struck.has(index + 1) })),
    noteKey: certification.note ?? null,
  };
}
