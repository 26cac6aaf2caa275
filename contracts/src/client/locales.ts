/**
 * The interface languages (app-shell.md §1, §9) without zod: what a browser needs at start-up to pick a
 * language. `schemas/language.ts` builds `LocaleSchema` from {@link LOCALES}, so this list stays the one
 * definition.
 */
export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'] as const;
export type Locale = (typeof LOCALES)[number];

/** Default locale (app-shell.md §9). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Regional Chinese codes that use traditional or simplified script (app-shell.md §9; zh-cn is ours). */
const LOCALE_ALIASES: Readonly<Record<string, Locale>> = {
  'zh-cnt': 'zh-hant',
  'zh-hk': 'zh-hant',
  'zh-mo': 'zh-hant',
  'zh-tw': 'zh-hant',
  'zh-sg': 'zh',
  'zh-cn': 'zh',
};

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The interface language of a language tag, as the browser, a cookie or Accept-Language gives it (any case,
 * `_` or `-`): the mappings of app-shell.md §9 first, then an exact match, then the primary subtag (`de-CH` → `de`);
 * undefined when none is one of the nine. The one mapping for the web app and the simulator.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const primary = lower.split('-')[0];
  return LOCALE_ALIASES[lower] ?? (isLocale(lower) ? lower : isLocale(primary) ? primary : undefined);
}
