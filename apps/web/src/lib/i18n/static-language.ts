import { isLanguageList, isLocale, isMessageCatalogue } from '@taxcert/contracts/client';
import english from '../../../public/locales/en.json';
import { env } from '../config/env';

/**
 * The static language files the app serves beside index.html (app-shell.md §7: "a list and one json file
 * per locale"): `locales/languages.json` lists the locales, `locales/<locale>.json` holds the app's own
 * texts for one — what it shows before the API's catalogue has arrived, or when it cannot arrive (loading,
 * start-up error, the no-connection page). They are files of the app's host, in the shapes of the API's
 * language list and catalogue (the contract's schemas, checked by their zod-free twins at start-up: ADR 026).
 * An institution can reword them on its host without a new build. The English file is also bundled: it is
 * the last resort when even the app's host does not answer.
 */
export const BUNDLED_MESSAGES: Readonly<Record<string, string>> = english;

/**
 * What a host answered, asked for once per page: kept with the fetch that asked, so answers never outlive the client
 * that got them (the unit tests share one page between files, each with a fetch of its own: ADR 099, ADR 103).
 */
interface Answers {
  list?: Promise<string[]>;
  files: Map<string, Promise<Record<string, string>>>;
}
const answers = new WeakMap<typeof fetch, Answers>();
function answersOf(fetchImpl: typeof fetch): Answers {
  let known = answers.get(fetchImpl);
  if (!known) {
    known = { files: new Map() };
    answers.set(fetchImpl, known);
  }
  return known;
}

async function getJson<T>(path: string, isShape: (value: unknown) => value is T, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(`${env.baseUrl}${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isShape(body)) throw new Error(`${path} is not in the contract's shape`);
  return body;
}

export interface StaticMessages {
  /** The locale the texts are in: the one asked for, or `en` when it has no readable file. */
  locale: string;
  messages: Record<string, string>;
}

const bundled = (): StaticMessages => ({ locale: 'en', messages: { ...BUNDLED_MESSAGES } });

/**
 * The app's own texts in a locale: bundled English under the locale's static file. A locale without a
 * file, or a file that cannot be read, gives the bundled English (logged as a warning, never thrown). The
 * file of one of the nine interface languages is asked for beside the list, not after it (one
 * round trip less before the first screen; index.html preloads the list); it is used only if the list names it.
 */
export async function loadStaticMessages(locale: string, fetchImpl: typeof fetch = fetch): Promise<StaticMessages> {
  const known = answersOf(fetchImpl);
  const list = (known.list ??= getJson('locales/languages.json', isLanguageList, fetchImpl).then((entries) =>
    entries.map((e) => e.locale),
  ));
  const early = isLocale(locale) ? fileOf(locale, fetchImpl) : undefined;
  try {
    if (!(await list).includes(locale)) {
      known.files.delete(locale);
      return bundled();
    }
    return { locale, messages: { ...BUNDLED_MESSAGES, ...(await (early ?? fileOf(locale, fetchImpl))) } };
  } catch (error) {
    known.list = undefined;
    known.files.delete(locale);
    // eslint-disable-next-line no-console -- the app still has its bundled English texts
    console.warn(`static language file for ${locale} not loaded`, error);
    return bundled();
  }
}

/** `locales/<locale>.json`, asked for once (a failure is forgotten by the caller, so it is asked again). */
function fileOf(locale: string, fetchImpl: typeof fetch): Promise<Record<string, string>> {
  const { files } = answersOf(fetchImpl);
  let file = files.get(locale);
  if (!file) {
    file = getJson(`locales/${locale}.json`, isMessageCatalogue, fetchImpl);
    // Not awaited when the list does not name the locale: its failure is not an unhandled rejection.
    file.catch(() => undefined);
    files.set(locale, file);
  }
  return file;
}
