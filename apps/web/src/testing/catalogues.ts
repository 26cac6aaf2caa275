import { LocaleSchema, type Locale } from '@taxcert/contracts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const languagesDir = resolve(import.meta.dirname, '../../../../fixtures/languages');

/** The nine interface languages (app-shell.md §7). */
export const LOCALES: readonly Locale[] = LocaleSchema.options;

/** A locale's own catalogue: every file of fixtures/languages/<locale> together ({} when it has none). */
export function ownCatalogue(locale: Locale): Record<string, string> {
  const dir = resolve(languagesDir, locale);
  if (!existsSync(dir)) return {};
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

/** The English catalogue, as GET /api/language/en serves it. */
export const english = ownCatalogue('en');

/** What GET /api/language/<locale> serves: the locale's texts over English (a missing key falls back). */
export function servedCatalogue(locale: Locale): Record<string, string> {
  return { ...english, ...ownCatalogue(locale) };
}
