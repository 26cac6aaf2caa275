import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from './locale';
import { BUNDLED_MESSAGES } from './static-language';

export { DEFAULT_LOCALE };

/**
 * An i18next instance for a flat key → text catalogue: keys contain dots, so no key or namespace separators.
 * It starts with the app's own texts (static-language.ts) until the API's catalogue arrives.
 */
export async function createI18n(
  locale: string = DEFAULT_LOCALE,
  ownMessages: Record<string, string> = BUNDLED_MESSAGES,
): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: { ...BUNDLED_MESSAGES, ...ownMessages } } },
    keySeparator: false,
    nsSeparator: false,
    // Our locale codes are lower case ('zh-hant'); without this i18next looks texts up under 'zh-Hant' and
    // finds none (every Traditional Chinese text showed as its key: found by the no-English-leaks test).
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return instance;
}

/**
 * Adds the server catalogue (flat key → text) for a locale and switches to it; `html[lang]` follows. The catalogue
 * is flat, so it is laid over the texts i18next holds by one spread (`deep` off: i18next's deep merge walks every
 * key) and handed over as it is (`skipCopy`: i18next otherwise copies it through JSON.stringify and JSON.parse,
 * ~300 KB for English) — the object is made here and nothing else holds it. The start-up applies it before the
 * first screen renders, so this is on every first load's path (ADR 105).
 */
export async function applyCatalogue(instance: I18n, locale: string, messages: Record<string, string>): Promise<void> {
  instance.addResourceBundle(locale, 'translation', { ...BUNDLED_MESSAGES, ...messages }, false, true, {
    skipCopy: true,
    silent: false,
  });
  if (instance.language !== locale) await instance.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
