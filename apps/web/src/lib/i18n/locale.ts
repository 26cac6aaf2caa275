import { DEFAULT_LOCALE, matchLocale, type Locale } from '@taxcert/contracts/client';

export { DEFAULT_LOCALE };

/** A browser or cookie language code as one of the interface languages (contracts' matchLocale), else `en`. */
export function mapLocale(code: string | null | undefined): Locale {
  return matchLocale(code) ?? DEFAULT_LOCALE;
}

/** BCP 47 tags for Intl: the interface's `zh-hant` is `zh-Hant` there. */
const INTL_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  zh: 'zh-Hans',
  'zh-hant': 'zh-Hant',
};

/** The BCP 47 tag Intl takes for an interface language ('zh-hant' → 'zh-Hant', 'en' → 'en-GB'). */
export const intlTag = (language: string): string => INTL_TAGS[mapLocale(language)];
