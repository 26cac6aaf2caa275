import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@taxcert/contracts';
import { ownCatalogue } from '../../testing/catalogues';
import { loadStaticMessages as load } from './static-language';

const publicLocales = join(import.meta.dirname, '../../../public/locales');
const read = (file: string): unknown => JSON.parse(readFileSync(join(publicLocales, file), 'utf8'));

/**
 * A fetch that serves public/locales/ as the app's host does, recording each path; `fail` answers 404 (the test may
 * change it later). Each host is a fetch of its own: what the module keeps belongs to the fetch that asked.
 */
function staticHost(fail: string[] = []) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (url: string) => {
    const path = url;
    calls.push(path);
    const file = path.replace(/^.*locales\//, '');
    if (fail.some((f) => path.endsWith(f))) return new Response('{"code":404}', { status: 404 });
    return new Response(readFileSync(join(publicLocales, file)), { status: 200 });
  });
  return { calls, fail, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('the app’s static language files (app-shell.md §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says each text as the language’s catalogue says it (the same words before and after start-up)', () => {
    const list = read('languages.json') as { locale: Locale }[];
    for (const { locale } of list) {
      const catalogue = ownCatalogue(locale);
      const messages = read(`${locale}.json`) as Record<string, string>;
      const differ = Object.entries(messages).filter(
        ([key, text]) => catalogue[key] !== undefined && catalogue[key] !== text,
      );
      expect(differ.map(([key]) => `${locale}: ${key}`)).toEqual([]);
    }
  });

  it('lists nine locales, and every one has a file with exactly the English keys, none empty', () => {
    const list = read('languages.json') as { locale: string }[];
    expect(list.map((l) => l.locale)).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant']);
    const english = Object.keys(read('en.json') as object).sort();
    const files = readdirSync(publicLocales)
      .filter((f) => f !== 'languages.json')
      .sort();
    expect(files).toEqual(list.map((l) => `${l.locale}.json`).sort());
    for (const file of files) {
      const messages = read(file) as Record<string, string>;
      expect(Object.keys(messages).sort(), file).toEqual(english);
      expect(
        Object.values(messages).every((text) => text.trim().length > 0),
        file,
      ).toBe(true);
    }
  });

  it('fetches the list, then the locale’s file once, and gives its texts', async () => {
    const host = staticHost();
    const first = await load('fr', host.fetchImpl);
    expect(first.locale).toBe('fr');
    expect(first.messages['status.noInternet.title']).toBe('Pas de connexion');
    await load('fr', host.fetchImpl);
    expect(host.calls.map((c) => c.replace(/^.*\/locales/, 'locales'))).toEqual([
      'locales/languages.json',
      'locales/fr.json',
    ]);
  });

  it('asks for the list and the file together, not one after the other (a round trip less at start-up)', async () => {
    const host = staticHost();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = (async (url: string) => {
      await held;
      return host.fetchImpl(url);
    }) as unknown as typeof fetch;
    const asked: string[] = [];
    const recording = ((url: string) => {
      asked.push(url.replace(/^.*\/locales/, 'locales'));
      return slow(url);
    }) as unknown as typeof fetch;
    const loading = load('de', recording);
    expect(asked).toEqual(['locales/languages.json', 'locales/de.json']);
    release();
    expect((await loading).messages['app.retry']).toBe('Erneut versuchen');
  });

  it('gives the bundled English for a locale the list does not name, without fetching a file', async () => {
    const host = staticHost();
    const result = await load('pt', host.fetchImpl);
    expect(result).toEqual({ locale: 'en', messages: read('en.json') });
    expect(host.calls).toHaveLength(1);
  });

  it('gives the bundled English, with a warning, when the file cannot be read, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = staticHost(['de.json']);
    expect(await load('de', host.fetchImpl)).toEqual({ locale: 'en', messages: read('en.json') });
    expect(warn).toHaveBeenCalledWith('static language file for de not loaded', expect.any(Error));
    host.fail.length = 0;
    expect((await load('de', host.fetchImpl)).messages['app.retry']).toBe('Erneut versuchen');
    expect(host.calls.map((c) => c.replace(/^.*\/locales/, 'locales'))).toEqual([
      'locales/languages.json',
      'locales/de.json',
      'locales/languages.json',
      'locales/de.json',
    ]);
  });

  it('keeps what a host answered with the fetch that asked: another fetch asks again (files share a page, ADR 103)', async () => {
    const first = staticHost();
    expect((await load('de', first.fetchImpl)).locale).toBe('de');
    // A second client whose host lists no static file: the first one's list is not its answer.
    const calls: string[] = [];
    const second = (async (url: string) => {
      calls.push(url.replace(/^.*\/locales/, 'locales'));
      return url.endsWith('languages.json')
        ? new Response('[]', { status: 200 })
        : new Response('{"code":404}', { status: 404 });
    }) as unknown as typeof fetch;
    expect(await load('en', second)).toEqual({ locale: 'en', messages: read('en.json') });
    expect(calls).toEqual(['locales/languages.json', 'locales/en.json']);
  });
});
