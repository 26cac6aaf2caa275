import type { Locale, LocalizedTitles, OnlineConfig } from '@taxcert/contracts';

interface Titled {
  title: string;
  revision?: string;
  localized?: LocalizedTitles | undefined;
}

/** An entry with its title (and revision) in `locale` where the configuration gives one. */
function localized<T extends Titled>(entry: T, locale: Locale): T {
  const own = entry.localized?.[locale];
  if (!own) return entry;
  return {
    ...entry,
    title: own.title,
    ...(own.revision !== undefined && entry.revision !== undefined ? { revision: own.revision } : {}),
  };
}

/**
 * The online configuration with every form type's and group's title and revision in the interface language
 *: the per-locale text where the institution gives one, else its single text. Everything that
 * shows a title — cards, the form-choice modal, tabs, the form and success pages — reads it from here.
 */
export function localizeConfig(config: OnlineConfig, locale: Locale): OnlineConfig {
  return {
    ...config,
    formTypes: config.formTypes.map((entry) => localized(entry, locale)),
    formGroups: config.formGroups.map((entry) => localized(entry, locale)),
  };
}
