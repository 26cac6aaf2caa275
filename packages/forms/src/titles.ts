import type { Locale } from './families';

/**
 * A form type's edition: the month the IRS prints as its revision (`{ month: '2024-03' }`: "Rev. March 2024"), the
 * year a CRS, FATCA/CRS or CRA form is dated by (`{ year: '2024' }`), or, for a revision whose own month is unknown,
 * the month of the revision that replaced it (`{ before: '2017-07' }`: "Rev. before July 2017").
 */
export type Edition = { month: string } | { year: string } | { before: string };

/** A form type's title and revision in one language, as the online configuration names them. */
export interface OfferedTitle {
  title: string;
  revision: string;
}

/** Words of one language's catalogue, by key. */
export type Messages = Readonly<Record<string, string>>;

const monthDate = (month: string): Date => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 15));
};

/** The month's name and the year as a language writes them together ('2024-03' in Polish: marzec, 2024; in Chinese: 3, 2024). */
const formats = new Map<Locale, Intl.DateTimeFormat>();

function monthAndYear(month: string, locale: Locale): { month: string; year: string } {
  let format = formats.get(locale);
  if (!format) {
    // One formatter per language: the catalogue prints every revision at start-up.
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(monthDate(month));
  const part = (type: 'month' | 'year') => parts.find((p) => p.type === type)?.value ?? '';
  return { month: part('month'), year: part('year') };
}

/** The months in English, as the paper forms print them (January first). */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The revision as the paper form prints it, in English ("Rev. March 2024", "2024", "Rev. before July 2017"). Named
 * without Intl: the catalogue prints every form type's revision when the web app starts, and building a date
 * formatter there cost ~0.1 s of a form screen's first load at CPU ×4 (ADR 111).
 */
export function printedRevision(edition: Edition): string {
  if ('year' in edition) return edition.year;
  const [year, number] = ('month' in edition ? edition.month : edition.before).split('-');
  const month = ENGLISH_MONTHS[Number(number) - 1];
  if (month === undefined || year === undefined) throw new Error(`Not a month: ${JSON.stringify(edition)}`);
  return 'month' in edition ? `Rev. ${month} ${year}` : `Rev. before ${month} ${year}`;
}

/**
 * The revision named in a language, from its catalogue's `formRevision.month` or `formRevision.before` ("Rev. März
 * 2024", "2024年3月修订版"); a year is the same in every language.
 */
export function revisionIn(edition: Edition, locale: Locale, messages: Messages): string {
  if ('year' in edition) return edition.year;
  const key = 'month' in edition ? 'formRevision.month' : 'formRevision.before';
  const template = messages[key];
  if (template === undefined) throw new Error(`The ${locale} catalogue has no ${key}.`);
  const values = monthAndYear('month' in edition ? edition.month : edition.before, locale);
  return template.replace(/\{\{(month|year)\}\}/g, (_, name: 'month' | 'year') => values[name]);
}

/** A form type's title and revision in a language, from its catalogue entry's `title` key and `edition`. */
export function offeredTitleIn(
  entry: { title: string; edition: Edition },
  locale: Locale,
  messages: Messages,
): OfferedTitle {
  const title = messages[entry.title];
  if (title === undefined) throw new Error(`The ${locale} catalogue has no ${entry.title}.`);
  return { title, revision: revisionIn(entry.edition, locale, messages) };
}

/** A form type's title and revision in English, and in each other language its catalogue has (a year's revision once, in English). */
export interface LocalizedTitles extends OfferedTitle {
  localized: Partial<Record<Locale, { title: string; revision?: string }>>;
}

/**
 * The title, revision and localized names of a form type as the online configuration lists them (app-shell.md's
 * `formTypes[]`, with `localized`), from its catalogue entry and each language's catalogue.
 */
export function localizedTitles(
  entry: { title: string; edition: Edition },
  catalogues: ReadonlyMap<Locale, Messages>,
): LocalizedTitles {
  const english = offeredTitleIn(entry, 'en', catalogues.get('en') ?? {});
  const localized: LocalizedTitles['localized'] = {};
  for (const locale of [...catalogues.keys()].sort()) {
    if (locale === 'en') continue;
    const own = offeredTitleIn(entry, locale, catalogues.get(locale) ?? {});
    localized[locale] = 'year' in entry.edition ? { title: own.title } : own;
  }
  return { ...english, localized };
}
