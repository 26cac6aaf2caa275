import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from './locale';

export { DEFAULT_LOCALE };

/**
 * The only words the app carries itself: what it shows before the server catalogue has arrived (or
 * when it cannot arrive, e.g. the no-connection page). Every other text comes from GET /api/language/{locale}.
 */
const bootstrapMessages: Record<string, string> = {
  'app.loading': 'Loading…',
  'app.startupError': 'Something went wrong during sending request to the server. Please check your internet connection or try again later.',
  'app.retry': 'Try again',
  'app.skipToContent': 'Skip to main content',
  'status.home': 'Go to the home page',
  'status.noInternet.title': 'No connection',
  'status.noInternet.text': 'Something went wrong during sending request to the server. Please check your internet connection or try again later.',
};

/** An i18next instance for a flat key → text catalogue: keys contain dots, so no key or namespace separators. */
export async function createI18n(locale: string = DEFAULT_LOCALE): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: { ...bootstrapMessages } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Adds the server catalogue (flat key → text) for a locale and switches to it; `html[lang]` follows. */
export async function applyCatalogue(instance: I18n, locale: string, messages: Record<string, string>): Promise<void> {
  instance.addResourceBundle(locale, 'translation', { ...bootstrapMessages, ...messages }, true, true);
  if (instance.language !== locale) await instance.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
