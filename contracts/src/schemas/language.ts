import { z } from 'zod';
import { LOCALES } from '../client/locales';

/** The interface languages of app-shell.md §1 (the list and the tag mapping are zod-free: client/locales.ts). */
export const LocaleSchema = z.enum(LOCALES);
export { DEFAULT_LOCALE, matchLocale, type Locale } from '../client/locales';

export const LanguageSummarySchema = z.object({ locale: LocaleSchema, name: z.string() }).strict();
export type LanguageSummary = z.infer<typeof LanguageSummarySchema>;
export const LanguageListSchema = z.array(LanguageSummarySchema);

/** Locale plus its message catalogue (key → text). */
export const LanguageSchema = z
  .object({
    locale: LocaleSchema,
    messages: z.record(z.string(), z.string()),
  })
  .strict();
export type Language = z.infer<typeof LanguageSchema>;
