import { useEffect, useReducer, useState } from 'react';

/** A locale file of i18n-iso-countries: alpha-2 code → name, or names with the usual one first. */
interface CountryLocaleFile {
  countries: Record<string, string | string[]>;
}

/**
 * The country names of each interface language, loaded on first use (a dynamic import per language),
 * so no screen but a form with a country dropdown carries them.
 */
const loaders: Readonly<Record<string, () => Promise<{ default: CountryLocaleFile }>>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  de: () => import('i18n-iso-countries/langs/de.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  it: () => import('i18n-iso-countries/langs/it.json'),
  nl: () => import('i18n-iso-countries/langs/nl.json'),
  pl: () => import('i18n-iso-countries/langs/pl.json'),
  zh: () => import('i18n-iso-countries/langs/zh.json'),
};

export type CountryNames = ReadonlyMap<string, string>;

const cache = new Map<string, Promise<CountryNames>>();
/** The names already loaded, by locale (useCountryNames reads them). */
const loaded = new Map<string, CountryNames>();

const firstName = (names: string | string[]): string => (Array.isArray(names) ? (names[0] ?? '') : names);

async function load(locale: string): Promise<CountryNames> {
  const language = locale.toLowerCase();
  const loader = loaders[language];
  if (loader) {
    const file = (await loader()).default;
    return new Map(Object.entries(file.countries).map(([code, names]) => [code, firstName(names)]));
  }
  // i18n-iso-countries has no traditional Chinese (zh-hant): the codes come from its English file and
  // the names from the browser's Intl.DisplayNames('zh-Hant'), falling back to the English name.
  const english = await load('en');
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames([language === 'zh-hant' ? 'zh-Hant' : language], {
      type: 'region',
      fallback: 'none',
    });
  } catch {
    display = undefined;
  }
  return new Map([...english].map(([code, name]) => [code, display?.of(code) ?? name]));
}

/** The country names (alpha-2 code → name) of a language, from cache or loaded once. */
export function loadCountryNames(locale: string): Promise<CountryNames> {
  let names = cache.get(locale);
  if (!names) {
    names = load(locale);
    cache.set(locale, names);
    names.then(
      (value) => loaded.set(locale, value),
      () => cache.delete(locale),
    );
  }
  return names;
}

const NO_NAMES: CountryNames = new Map();

/**
 * The country names of `locale`, or undefined while they load (empty if loading failed): read from what has loaded,
 * so a widget rendered after they arrived (the form screen asks for them early) has them in its first render.
 */
export function useCountryNames(locale: string): CountryNames | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (loaded.has(locale)) return;
    let live = true;
    loadCountryNames(locale).then(
      () => {
        if (live) arrived();
      },
      // Without the names file the dropdown still works: names fall back to the reference data or codes.
      () => {
        if (live) setFailed(locale);
      },
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded.get(locale) ?? (failed === locale ? NO_NAMES : undefined);
}
