import { z } from 'zod';

/** The interface languages of app-shell.md §1. */
export const LocaleSchema = z.enum(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant']);
export type Locale = z.infer<typeof LocaleSchema>;

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

/**
 * The interface language of a language tag, as the browser, a cookie or Accept-Language gives it (any case,
 * `_` or `-`): the mappings of §9 first, then an exact match, then the primary subtag (`de-CH` → `de`);
 * undefined when none is one of the nine. The one mapping for the web app and the simulator.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  return LOCALE_ALIASES[lower] ?? LocaleSchema.safeParse(lower).data ?? LocaleSchema.safeParse(lower.split('-')[0]).data;
}

export const LanguageSummarySchema = z.object({ locale: LocaleSchema, name: z.string() }).strict();
export const LanguageListSchema = z.array(LanguageSummarySchema);

/** Locale plus its message catalogue (key → text). */
export const LanguageSchema = z
  .object({
    locale: LocaleSchema,
    messages: z.record(z.string(), z.string()),
  })
  .strict();
export type Language = z.infer<typeof LanguageSchema>;
