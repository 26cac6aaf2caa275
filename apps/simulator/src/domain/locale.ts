import { DEFAULT_LOCALE, matchLocale, type Locale } from '@taxcert/contracts';

/** The supported locale of one language tag (zh-TW → zh-hant, de-CH → de), or undefined (contracts' matchLocale). */
export const mapLocale = matchLocale;

/** Maps an Accept-Language header to a supported locale: its first tag that is one of the nine, else en. */
export function toLocale(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const mapped = matchLocale(part.split(';')[0]);
    if (mapped) return mapped;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language of a page rendered at build time (ADR 095): the locale cookie's (the visitor's choice), else the
 * first of Accept-Language's that is one of the nine, else en.
 */
export function pageLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  return matchLocale(cookie) ?? toLocale(acceptLanguage);
}
