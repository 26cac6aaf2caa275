import { useEffect, useState } from 'react';

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
/** The names already loaded, so that a widget rendered after they arrived (the form screen asks for them early) shows them in its first render. */
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
    display = new Intl.DisplayNames([language === 'zh-hant' ? 'zh-Hant' : language], { type: 'region', fallback: 'none' });
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

/** The country names of `locale`, or undefined while they load (or if loading failed). */
export function useCountryNames(locale: string): CountryNames | undefined {
  const [names, setNames] = useState<{ locale: string; names: CountryNames } | undefined>(() => {
    const known = loaded.get(locale);
    return known ? { locale, names: known } : undefined;
  });
  useEffect(() => {
    if (names?.locale === locale) return;
    let live = true;
    loadCountryNames(locale).then(
      (value) => {
        if (live) setNames({ locale, names: value });
      },
      // Without the names file the dropdown still works: names fall back to the reference data or codes.
      () => {
        if (live) setNames({ locale, names: new Map() });
      },
    );
    return () => {
      live = false;
    };
    // `names` is read only to skip the load when the first render already had this language's names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  if (names?.locale === locale) return names.names;
  // Another language whose names are already loaded: at once, without a render without them.
  return loaded.get(locale);
}
