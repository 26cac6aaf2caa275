// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, servedCatalogue } from '../src/testing/catalogues';
import { bundleForTest } from './bundle-for-test';
import { i18nextWithoutFormatter, withoutBuiltInFormatter } from './i18next-without-formatter';

const bundle = (withPlugin: boolean) =>
  bundleForTest(
    "import { createInstance } from 'i18next';\nglobalThis.i18n = createInstance;",
    [],
    withPlugin ? [i18nextWithoutFormatter()] : [],
  );

/** i18next's format syntax: `{{name, format}}` (its formatSeparator is the comma). */
const FORMAT = /\{\{[^}]*,[^}]*\}\}/;

/** ADR 033: i18next's built-in Formatter leaves the start-up file. */
describe('i18nextWithoutFormatter', () => {
  it('drops the Formatter class and its Intl caches, which stay without the plugin; keeps the interpolator', async () => {
    const without = await bundle(false);
    expect(without).toMatch(/\bFormatter = class\b/);
    expect(without).toMatch(/Intl\.RelativeTimeFormat/);
    const withPlugin = await bundle(true);
    expect(withPlugin).not.toMatch(/\bFormatter = class\b|Intl\.RelativeTimeFormat|createCachedFormatter/);
    expect(withPlugin).toMatch(/\bInterpolator = class\b/);
  });

  it('fails the build when init() takes its formatter another way (a new i18next version)', () => {
    expect(() => withoutBuiltInFormatter('formatter = BuiltIn;')).toThrow(/ADR 033/);
    expect(withoutBuiltInFormatter('if (x) formatter = Formatter;')).toBe('if (x) formatter = undefined;');
  });

  it('is safe: no text the app shows, bundled or served, in any language, uses a format', () => {
    const bundled = readdirSync(join(import.meta.dirname, '../public/locales'))
      .filter((name) => name !== 'languages.json')
      .map(
        (name) =>
          JSON.parse(readFileSync(join(import.meta.dirname, '../public/locales', name), 'utf8')) as Record<
            string,
            string
          >,
      );
    const catalogues = [...bundled, ...LOCALES.map((locale) => servedCatalogue(locale))];
    expect(catalogues.length).toBe(2 * LOCALES.length);
    const formatted = catalogues.flatMap((messages) =>
      Object.entries(messages).filter(([, text]) => FORMAT.test(text)),
    );
    expect(formatted).toEqual([]);
    expect(FORMAT.test('{{count, number}} forms')).toBe(true);
  });
});
