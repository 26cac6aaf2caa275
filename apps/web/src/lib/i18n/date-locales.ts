import type { Locale } from '@taxcert/contracts/client';
import type { Locale as DateFnsLocale } from 'date-fns';
import { mapLocale } from './locale';

/**
 * The date-fns locale of each interface language, loaded on demand (lib/i18n/locale-format.ts writes the dates). A module
 * of its own, without date-fns itself, so that the start-up (app/router.tsx) can start a screen's load.
 */
const DATE_LOCALES: Readonly<Record<Locale, () => Promise<DateFnsLocale>>> = {
  // British English: day first ("31 December 2029"), as the success page has always written it.
  en: () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  nl: () => import('date-fns/locale/nl').then((m) => m.nl),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
  zh: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  'zh-hant': () => import('date-fns/locale/zh-TW').then((m) => m.zhTW),
};

/*
 * Each language's date-fns locale is a chunk of its own (~2 KB gzip), loaded for the interface language
 * only — the nine of them were ~13 KB gzip of every form's first load. The screens that write dates render through
 * `useDateLocale`, which loads it; a page load that lands on a form starts it with the form's data
 * (features/form/api/early-subject.ts).
 */
const loadedLocales = new Map<Locale, DateFnsLocale>();
const loadingLocales = new Map<Locale, Promise<void>>();

/** Loads the date-fns locale of `language` (once; a failed load is forgotten, so the next call tries again). */
export function loadDateLocale(language: string): Promise<void> {
  const locale = mapLocale(language);
  if (loadedLocales.has(locale)) return Promise.resolve();
  let loading = loadingLocales.get(locale);
  if (!loading) {
    loading = DATE_LOCALES[locale]().then(
      (loaded) => {
        loadedLocales.set(locale, loaded);
        loadingLocales.delete(locale);
      },
      (error: unknown) => {
        loadingLocales.delete(locale);
        throw error;
      },
    );
    loadingLocales.set(locale, loading);
  }
  return loading;
}

/** Whether the date-fns locale of `language` is loaded, so that lib/i18n/locale-format.ts can write its dates. */
export const hasDateLocale = (language: string): boolean => loadedLocales.has(mapLocale(language));

/** The loaded date-fns locale of `language`, or undefined. */
export const loadedDateLocale = (language: string): DateFnsLocale | undefined => loadedLocales.get(mapLocale(language));
