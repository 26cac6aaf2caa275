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

/** Maps a locale code or an Accept-Language header to a supported locale; default en. */
export function toLocale(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag) continue;
    const mapped = aliases[tag] ?? LocaleSchema.safeParse(tag).data ?? LocaleSchema.safeParse(tag.split('-')[0]).data;
    if (mapped) return mapped;
  }
  return 'en';
}
