import { LocaleSchema, type Locale } from '@taxcert/contracts';
import { definedFormTypes, formLocale, loadDefinition, signDateFormatOf } from '@taxcert/forms';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { formJourney, pdfText } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * No English frame on a PDF printed in another language ("Sign Here" on French and Chinese PDFs): each
 * form type that prints in a language other than English (ADR 006 — the CRS forms in every language, the CRA's
 * RC518/RC519 in French) is previewed and signed and both PDFs read; no English text of a key the language translates differently
 * may stand on it. Form names and official labels that stay English on purpose are allowed by ALLOWED, a list that
 * is checked: an entry no PDF needs any more fails, so the list cannot hide a leak it no longer explains.
 */

/** English texts a translated PDF may carry, by key, with the reason. */
const ALLOWED: Readonly<Record<string, string>> = {};

const locales = LocaleSchema.options.filter((locale) => locale !== 'en');
const SIGNED_ON = new Date(Date.UTC(2026, 10, 22, 12));

/** Each form type printed in another language, with one such language (CRS-I 2024 in every one): 17 PDFs. */
async function cases(): Promise<{ type: string; locale: Locale }[]> {
  const all: { type: string; locale: Locale }[] = [];
  let turn = 0;
  for (const type of definedFormTypes()) {
    const printedIn = locales.filter((locale) => formLocale(type, locale) === locale);
    if (printedIn.length === 0 || !(await loadDefinition(type))?.sampleAnswers) continue;
    if (type === 'crsi_2024') for (const locale of printedIn) all.push({ type, locale });
    else all.push({ type, locale: printedIn[turn++ % printedIn.length]! });
  }
  return all;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The English texts of `locale`'s differently translated keys, as patterns (placeholders match anything short). */
function englishOf(english: Record<string, string>, own: Record<string, string>) {
  return Object.entries(english).flatMap(([key, text]) => {
    const words = flat(text);
    if (own[key] === undefined || flat(own[key]) === words) return [];
    const literal = words.replace(/\{\{\s*\w+\s*\}\}/g, '');
    // Whole words of some length only: "Form" or "Part" alone would match inside names and numbers.
    if (literal.replace(/[^A-Za-z]/g, '').length < 8 || !/\s/.test(literal.trim())) return [];
    const source = words
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escape)
      .join('.{0,80}?');
    return [{ key, pattern: new RegExp(`(^|[^A-Za-z])${source}($|[^A-Za-z])`) }];
  });
}

describe('PDFs in another language than English', () => {
  let app: SimApp;
  const used = new Set<string>();
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms', now: () => SIGNED_ON });
  });
  afterAll(() => app.close());

  it('print no English frame text: every signed form type in a language it prints in', async () => {
    const english = app.sim.messages('en') as Record<string, string>;
    const leaks: string[] = [];
    for (const { type, locale } of await cases()) {
      const auth = { ...(await signIn(app)), 'accept-language': locale };
      const journey = formJourney(app, auth, type);
      const { id, data } = await journey.create();
      const definition = (await loadDefinition(type))!;
      // The preview too: its signature line says the signature is not yet requested, in the form's language.
      const preview = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth });
      const signed = await journey.signed(
        id,
        definition.sampleAnswers!(data, 'Jean Gagnon'),
        { printName: 'Jean Gagnon', capacity: '', signDate: format(SIGNED_ON, signDateFormatOf(type)) },
        `${type}-${locale}-leaks`,
      );
      const text = `${pdfText(preview.rawPayload, `${type}-${locale}-preview-leaks`)} ${signed}`;
      const own = app.sim.messages(locale) as Record<string, string>;
      for (const { key, pattern } of englishOf(english, own)) {
        if (!pattern.test(text)) continue;
        if (key in ALLOWED) used.add(key);
        else leaks.push(`${type} in ${locale}: ${key} "${english[key]?.slice(0, 60)}"`);
      }
    }
    expect(leaks).toEqual([]);
    // The allowance list is checked: each entry is still needed by some PDF.
    expect(Object.keys(ALLOWED).filter((key) => !used.has(key))).toEqual([]);
  }, 120_000);
});
