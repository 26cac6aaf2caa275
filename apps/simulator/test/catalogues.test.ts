import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../src/fixtures/load';

const placeholders = (text: string): string[] => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();

/** Windows-1252, the encoding of the standard PDF fonts (Helvetica) the simulator's PDFs use. */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const winAnsiSafe = (text: string): boolean =>
  [...text].every((ch) => ch.charCodeAt(0) < 0x80 || (ch.charCodeAt(0) >= 0xa0 && ch.charCodeAt(0) <= 0xff) || CP1252_EXTRAS.includes(ch));

describe('message catalogues: every translation fits the English one', () => {
  const { catalogues } = loadFixtures();
  const english = catalogues.get('en') ?? {};
  const translations = [...catalogues.entries()].filter(([locale]) => locale !== 'en');

  it('ships German, Spanish, French, Italian and Dutch beside English', () => {
    expect([...catalogues.keys()].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
  });

  it.each(translations)('%s has every English key, and the plural forms its language needs', (locale, messages) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const pluralBases = Object.keys(english).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length));
    const expected = new Set([...Object.keys(english), ...pluralBases.flatMap((base) => categories.map((c) => `${base}_${c}`))]);
    expect(Object.keys(messages).filter((k) => !expected.has(k))).toEqual([]);
    expect([...expected].filter((k) => !(k in messages))).toEqual([]);
  });

  it.each(translations)('%s keeps every placeholder and leaves no text empty', (locale, messages) => {
    const wrong = Object.entries(messages).filter(([key, text]) => {
      const source = english[key] ?? english[key.replace(/_\w+$/, '_other')] ?? '';
      return text.trim() === '' || placeholders(text).join() !== placeholders(source).join();
    });
    expect(wrong.map(([key]) => `${locale}: ${key}`)).toEqual([]);
  });

  it.each(translations)('%s prints in the PDFs’ standard fonts (Windows-1252)', (locale, messages) => {
    expect(Object.entries(messages).filter(([, text]) => !winAnsiSafe(text)).map(([key]) => `${locale}: ${key}`)).toEqual([]);
  });
});
