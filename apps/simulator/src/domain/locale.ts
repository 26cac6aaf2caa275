import { LocaleSchema, type Locale } from '@taxcert/contracts';

/** Locale mappings of app-shell.md §9. */
const aliases: Record<string, Locale> = {
  'zh-cnt': 'zh-hant',
  'zh-hk': 'zh-hant',
  'zh-mo': 'zh-hant',
  'zh-tw': 'zh-hant',
  'zh-sg': 'zh',
  'zh-cn': 'zh',
};

/** The supported locale of one language tag (zh-TW → zh-hant, de-CH → de), or undefined. */
export function mapLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  return aliases[lower] ?? LocaleSchema.safeParse(lower).data ?? LocaleSchema.safeParse(lower.split('-')[0]).data;
}

/** Maps an Accept-Language header to a supported locale; default en. */
export function toLocale(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const mapped = mapLocale(part.split(';')[0] ?? '');
    if (mapped) return mapped;
  }
  return 'en';
}
