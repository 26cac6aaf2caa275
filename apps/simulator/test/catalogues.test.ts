import { LocaleSchema, type Locale } from '@taxcert/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { unprintable } from '../src/pdf/fonts';
import { buildTestApp } from './helper';

/**
 * The placeholders of a text, as English writes them: `{{name}}` (i18next) and `{Name}` (single braces) are
 * told apart, so a translation cannot swap one style for the other.
 */
const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|(?<!{){(\w+)}(?!})/g)]
    .map((m) => (m[1] !== undefined ? m[1] : `{${m[2] ?? ''}}`))
    .sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every key a locale needs: the English keys that are not plural forms, and each plural base (an English key
 * ending `_other`) in every plural category of the language — Polish `_one`, `_few`, `_many`, `_other`;
 * Chinese `_other` only, so no `_one` that i18next would never read.
 */
function expectedKeys(english: Record<string, string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const pluralBases = new Set(
    Object.keys(english)
      .filter((k) => k.endsWith('_other'))
      .map((k) => k.slice(0, -'_other'.length)),
  );
  const plain = Object.keys(english).filter(
    (k) => !(PLURAL_SUFFIX.test(k) && pluralBases.has(k.replace(PLURAL_SUFFIX, ''))),
  );
  return new Set([...plain, ...[...pluralBases].flatMap((base) => categories.map((c) => `${base}_${c}`))]);
}

/** The English text a key translates (a plural form such as `_few` translates English `_other`). */
const sourceOf = (english: Record<string, string>, key: string): string =>
  english[key] ?? english[key.replace(PLURAL_SUFFIX, '_other')] ?? '';

describe('message catalogues: every translation fits the English one', () => {
  const { catalogues } = loadFixtures();
  const english = catalogues.get('en') ?? {};
  const translations = [...catalogues.entries()].filter(([locale]) => locale !== 'en');

  it('ships a catalogue for each of the nine interface languages (app-shell.md §9)', () => {
    expect([...catalogues.keys()].sort()).toEqual([...LocaleSchema.options].sort());
  });

  it.each(translations)('%s has every English key, and the plural forms its language needs', (locale, messages) => {
    const expected = expectedKeys(english, locale);
    expect(Object.keys(messages).filter((k) => !expected.has(k))).toEqual([]);
    expect([...expected].filter((k) => !(k in messages))).toEqual([]);
  });

  it('asks Polish for one, few, many and other (1 formularz, 2 formularze, 5 formularzy, 1,5 formularza)', () => {
    expect(new Intl.PluralRules('pl').resolvedOptions().pluralCategories.sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
    ]);
    const polish = catalogues.get('pl') ?? {};
    const eyebrow = (n: number) =>
      polish[`formGroup.eyebrow_${new Intl.PluralRules('pl').select(n)}`]?.replace('{{count}}', String(n));
    expect([1, 2, 5, 22, 25].map(eyebrow)).toEqual([
      'Grupa formularzy · 1 formularz',
      'Grupa formularzy · 2 formularze',
      'Grupa formularzy · 5 formularzy',
      'Grupa formularzy · 22 formularze',
      'Grupa formularzy · 25 formularzy',
    ]);
  });

  it.each(translations)('%s keeps every placeholder and leaves no text empty', (locale, messages) => {
    const wrong = Object.entries(messages).filter(
      ([key, text]) => text.trim() === '' || placeholders(text).join() !== placeholders(sourceOf(english, key)).join(),
    );
    expect(wrong.map(([key]) => `${locale}: ${key}`)).toEqual([]);
  });

  it('tells both placeholder styles apart, so a swapped style is caught', () => {
    expect(placeholders('{{FileName}} was not uploaded ({Name}).')).toEqual(['FileName', '{Name}']);
    expect(placeholders('{FileName} nie został przesłany.')).not.toEqual(
      placeholders('{{FileName}} was not uploaded.'),
    );
  });

  it.each([...catalogues.entries()])(
    '%s prints in the PDFs’ fonts (Noto Sans, and Noto Sans SC or TC for Chinese)',
    (locale, messages) => {
      const chinese = locale === 'zh-hant' ? 'tc' : 'sc';
      expect(
        Object.entries(messages).flatMap(([key, text]) =>
          unprintable(text, chinese).map((char) => `${locale}: ${key} "${char}"`),
        ),
      ).toEqual([]);
    },
  );
});

describe('GET language/{code} answers each of the nine catalogues whole, and the default configuration offers them all', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const { catalogues } = loadFixtures();
  const english = catalogues.get('en') ?? {};

  it.each([...catalogues.keys()])('%s: every key in its own words, none filled in from English', async (locale) => {
    const res = await app.inject({ method: 'GET', url: `/api/language/${locale}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ locale: string; messages: Record<string, string> }>();
    expect(body.locale).toBe(locale);
    const own = catalogues.get(locale) ?? {};
    expect(
      [...expectedKeys(english, locale)].filter((key) => own[key] === undefined || body.messages[key] !== own[key]),
    ).toEqual([]);
  });

  it('maps regional tags to their catalogue (pl-PL → pl, zh-TW and zh-HK → zh-hant, zh-SG and zh-CN → zh)', async () => {
    const tags: [string, Locale][] = [
      ['pl-PL', 'pl'],
      ['zh-TW', 'zh-hant'],
      ['zh-HK', 'zh-hant'],
      ['zh-SG', 'zh'],
      ['zh-CN', 'zh'],
    ];
    for (const [tag, locale] of tags) {
      const res = await app.inject({ method: 'GET', url: `/api/language/${tag}` });
      expect(res.statusCode, tag).toBe(200);
      expect(res.json<{ locale: string }>().locale, tag).toBe(locale);
    }
    expect((await app.inject({ method: 'GET', url: '/api/language/pt-BR' })).statusCode).toBe(404);
  });

  it('lists, in the default configuration, every language that has a catalogue, in the order of names.json', async () => {
    expect(app.sim.fixtures.baseConfig.languages).toEqual(LocaleSchema.options);
    const res = await app.inject({ method: 'GET', url: '/api/language' });
    const listed = res.json<{ locale: string; name: string }[]>();
    expect(listed.map((l) => l.locale)).toEqual(LocaleSchema.options);
    expect(listed.find((l) => l.locale === 'pl')?.name).toBe('Polski');
  });
});
