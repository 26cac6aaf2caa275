import { DEFAULT_LOCALE, matchLocale, type Locale } from '@taxcert/contracts/client';

export { DEFAULT_LOCALE };

/** A browser or cookie language code as one of the interface languages (contracts' matchLocale), else `en`. */
export function mapLocale(code: string | null | undefined): Locale {
  return matchLocale(code) ?? DEFAULT_LOCALE;
}
