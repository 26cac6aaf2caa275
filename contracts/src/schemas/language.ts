import { z } from 'zod';

/** The interface languages of app-shell.md §1. */
export const LocaleSchema = z.enum(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant']);
export type Locale = z.infer<typeof LocaleSchema>;

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
