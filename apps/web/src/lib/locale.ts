import { LocaleSchema, type Locale } from '@taxcert/contracts';

/** Default locale (app-shell.md §9). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Regional Chinese codes that use traditional or simplified script (app-shell.md §9). */
const MAPPINGS: Readonly<Record<string, Locale>> = {
  'zh-cnt': 'zh-hant',
  'zh-hk': 'zh-hant',
  'zh-mo': 'zh-hant',
  'zh-tw': 'zh-hant',
  'zh-sg': 'zh',
};

/**
 * A browser or cookie language code as one of the interface languages: the mappings of §9 first, then
 * an exact match, then the primary subtag (`de-CH` → `de`), else the default `en`.
 */
export function mapLocale(code: string | null | undefined): Locale {
  if (!code) return DEFAULT_LOCALE;
  const lower = code.trim().toLowerCase().replace(/_/g, '-');
  const mapped = MAPPINGS[lower];
  if (mapped) return mapped;
  const exact = LocaleSchema.safeParse(lower);
  if (exact.success) return exact.data;
  const primary = LocaleSchema.safeParse(lower.split('-')[0]);
  return primary.success ? primary.data : DEFAULT_LOCALE;
}
