import { format, type Locale as DateFnsLocale } from 'date-fns';
import { useEffect, useState } from 'react';
import { hasDateLocale, loadDateLocale, loadedDateLocale } from './date-locales';
import { intlTag } from './locale';

/**
 * Dates and numbers in the interface language: the one place that knows how each of the nine
 * languages writes them. Dates go through date-fns's locales; numbers through Intl with the same language.
 * The dates a form prints in its signature section keep the format the spec fixes per family (lib/i18n/today.ts,
 * `dateFormat` of packages/forms): those are part of the form, not of the interface.
 * Each language's date-fns locale loads on demand (lib/i18n/date-locales.ts): a date is written once it has loaded.
 */

export { loadDateLocale };

/** Whether `language`'s dates can be written: `ready`; `loading` its locale; `failed` (its chunk did not load). */
export type DateLocaleStatus = 'ready' | 'loading' | 'failed';

/**
 * Whether `language`'s dates can be written now; loads its locale when not and renders again once it has loaded or
 * failed. Until it is `ready`, a component shows what it can without the words (a month's number), and the form
 * screen waits while it is `loading` beside the form's calls.
 */
export function useDateLocale(language: string): DateLocaleStatus {
  const ready = hasDateLocale(language);
  // A new object each time a load settles, so that the component renders again.
  const [settled, setSettled] = useState<{ language: string; failed: boolean } | null>(null);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadDateLocale(language).then(
      () => live && setSettled({ language, failed: false }),
      () => live && setSettled({ language, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [ready, language]);
  if (ready) return 'ready';
  return settled?.language === language && settled.failed ? 'failed' : 'loading';
}

function dateLocale(language: string): DateFnsLocale {
  const locale = loadedDateLocale(language);
  if (!locale) throw new Error(`The date locale of "${language}" is not loaded yet (loadDateLocale).`);
  return locale;
}

/**
 * A calendar date held as UTC midnight (an expiry date), in words: "31 December 2029", "31 grudnia 2029",
 * "2029年12月31日". Read in UTC, so a customer west of Greenwich does not see the day before.
 */
export function formatLongDate(utcDay: Date, language: string): string {
  const day = new Date(utcDay.getUTCFullYear(), utcDay.getUTCMonth(), utcDay.getUTCDate());
  return format(day, 'PPP', { locale: dateLocale(language) });
}

/**
 * A moment the customer should be able to quote (a form's submission) in their own time zone, with the zone's
 * name: "24 November 2026 at 14:45 CET", "24. November 2026 um 14:45 MEZ". `timeZone` for tests; the browser's
 * own zone otherwise.
 */
export function formatMoment(moment: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlTag(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(moment);
}

/** A moment (an upload) in the customer's own time zone, date and time: "24 Nov 2026, 14:05". */
export function formatDateTime(moment: Date, language: string): string {
  return format(moment, 'PPp', { locale: dateLocale(language) });
}

/**
 * The twelve month names as a list shows them, January first — the stand-alone form, which Polish declines
 * differently from the form inside a date ("styczeń", not "stycznia").
 */
export function monthNames(language: string): readonly string[] {
  let names = months.get(language);
  if (!names) {
    const locale = dateLocale(language);
    names = Object.freeze(
      Array.from({ length: 12 }, (_, month) => format(new Date(2000, month, 1), 'LLLL', { locale })),
    );
    months.set(language, names);
  }
  return names;
}
/** Month names built once per language (a form's date fields asked for them on every first render). */
const months = new Map<string, readonly string[]>();

/** A number with the language's decimal separator and grouping: 1.3 in English, 1,3 in Polish. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlTag(language), { maximumFractionDigits }).format(value);
}
