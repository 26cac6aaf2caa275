import { certificationText, type FormDefinition } from '@taxcert/engine';

/**
 * The legal texts of the app and of each form, as the catalogue's metadata (ADR 044): the message keys an
 * institution's counsel replaces with its approved wording, each with its kind. Derived from the definitions (their
 * certification and their ticked statements), not listed by hand, so a new form brings its own.
 */
export type LegalKind =
  /** The opening "Under penalties of perjury…" of a certification, or a definition's whole statement. */
  | 'perjury'
  /** An item, sub-item or note of a certification. */
  | 'certification'
  /** The consent statement printed above the signature line (substitute Forms W-8). */
  | 'consent'
  /** A status statement the customer ticks (a W-8BEN-E Part's box, the capacity to sign…). */
  | 'status'
  /** The agreement to sign electronically. */
  | 'esignDisclosure'
  /** A paragraph of the end-user licence agreement. */
  | 'eula';

export interface LegalText {
  key: string;
  kind: LegalKind;
}

/** Ticked boxes that are actions, not statements the customer makes. */
const NOT_STATEMENTS: ReadonlySet<string> = new Set(['questionnaire.signer.generateAffidavit.label']);

/** The app's own legal texts, not a form's: the EULA's paragraphs, the third of which is the e-signature disclosure. */
export const APP_LEGAL_PATTERNS: readonly { pattern: RegExp; kind: LegalKind }[] = [
  { pattern: /^eula\.p3$/, kind: 'esignDisclosure' },
  { pattern: /^eula\.p\d+$/, kind: 'eula' },
  { pattern: /^certification\.generic\.intro$/, kind: 'perjury' },
];

/** The app's legal texts among a catalogue's keys, in the catalogue's order. */
export function appLegalTexts(keys: readonly string[]): LegalText[] {
  return keys.flatMap((key) => {
    const match = APP_LEGAL_PATTERNS.find((p) => p.pattern.test(key));
    return match ? [{ key, kind: match.kind }] : [];
  });
}

/**
 * A form's legal texts: its certification (opening words, items, sub-items, note, consent; or its single
 * statement) and the labels of the boxes the customer ticks to make a statement (status statements).
 */
export function legalTextsOf(def: FormDefinition): LegalText[] {
  const text = certificationText(def, {});
  const out: LegalText[] = [{ key: text.introKey, kind: 'perjury' }];
  for (const item of text.items) {
    out.push({ key: item.key, kind: 'certification' });
    for (const sub of item.subKeys) out.push({ key: sub, kind: 'certification' });
  }
  if (text.noteKey) out.push({ key: text.noteKey, kind: 'certification' });
  if (text.consentKey) out.push({ key: text.consentKey, kind: 'consent' });
  for (const block of def.blocks)
    for (const question of block.questions)
      if (question.widget === 'checkbox' && !NOT_STATEMENTS.has(question.label))
        out.push({ key: question.label, kind: 'status' });
  const seen = new Set<string>();
  return out.filter((t) => (seen.has(t.key) ? false : (seen.add(t.key), true)));
}
