import { QueryClient } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** public/early-start.js, which index.html loads ahead of the app's script. */
const inlineScript = (): string => readFileSync(join(import.meta.dirname, '../../public/early-start.js'), 'utf8');

/** Runs public/early-start.js in this test's window (happy-dom does not run a page's scripts). */
function runInlineScript(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is the page's own text
  new Function(inlineScript())();
}

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/** A fetch that records each call and answers app-config.json, a catalogue, or `{}` (the API, as JSON). */
function host(apiHost = '') {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: string, init: RequestInit = {}) => {
    sent.push({ url: input, method: init.method, headers: Object.fromEntries(Object.entries(init.headers ?? {})), credentials: init.credentials });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (input.endsWith('app-config.json')) return json({ apiHost });
    if (input.endsWith('languages.json')) return json([{ locale: 'en', name: 'English' }]);
    if (input.includes('/locales/')) return json({});
    if (input.includes('/api/language/')) return json({ locale: input.split('/').pop(), messages: { 'app.loading': `from ${input}` } });
    return json({ from: input, count: sent.length });
  });
  return { sent, fetchImpl };
}

const apiCalls = (sent: Sent[]) => sent.filter((s) => s.url.includes('/api/')).map(({ url, method, headers, credentials }) => ({ url, method, headers, credentials }));

/** The app's own start-up calls (lib/start-up.ts through the API client), with or without the early start. */
async function appStartUp() {
  const { createApi } = await import('./api');
  const { Connection } = await import('./connection');
  const { startUp } = await import('./start-up');
  const { COOKIES, readCookie } = await import('./cookies');
  const { mapLocale } = await import('./locale');
  const { loadRuntimeConfig } = await import('./runtime-config');
  const runtime = await loadRuntimeConfig();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  startUp(createApi(runtime.apiHost, () => mapLocale(readCookie(COOKIES.locale)), new Connection()), queryClient);
  return queryClient;
}

describe('the early start-up calls of public/early-start.js (issue 22, ADR 026)', () => {
  beforeEach(() => {
    vi.resetModules();
    delete window.__taxcertEarlyStart;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'taxcert_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    delete window.__taxcertEarlyStart;
  });

  it('are the very calls the app’s start-up makes, in the locale cookie’s language or the default', async () => {
    for (const cookie of [null, 'de', 'zh-TW', 'zh_hk', 'fr-CA', 'zh-hant', 'pt']) {
      for (const apiHost of ['', 'https://api.bank.example']) {
        document.cookie = cookie === null ? 'taxcert_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `taxcert_locale=${cookie}; path=/`;
        const early = host(apiHost);
        vi.stubGlobal('fetch', early.fetchImpl);
        runInlineScript();
        await window.__taxcertEarlyStart;
        delete window.__taxcertEarlyStart;
        const app = host(apiHost);
        vi.stubGlobal('fetch', app.fetchImpl);
        vi.resetModules();
        await appStartUp();
        await vi.waitFor(() => expect(apiCalls(app.sent)).toHaveLength(4));
        const sort = (calls: ReturnType<typeof apiCalls>) => [...calls].sort((a, b) => a.url.localeCompare(b.url));
        expect(sort(apiCalls(early.sent)), `${cookie} ${apiHost}`).toEqual(sort(apiCalls(app.sent)));
      }
    }
  });

  it('are answered once: the app sends none of them again, and uses their answers and app-config.json', async () => {
    document.cookie = 'taxcert_locale=de; path=/';
    const page = host();
    vi.stubGlobal('fetch', page.fetchImpl);
    runInlineScript();
    await window.__taxcertEarlyStart;
    const queryClient = await appStartUp();
    const { queryKeys } = await import('./api');
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.bootCatalogue)).toBeDefined());
    expect(page.sent.filter((s) => s.url.endsWith('app-config.json'))).toHaveLength(1);
    expect(apiCalls(page.sent).map((s) => s.url).sort()).toEqual(['/api/auth/state', '/api/config', '/api/config/preload.json', '/api/language/de']);
    expect(queryClient.getQueryData(queryKeys.config)).toMatchObject({ status: 200, body: { from: '/api/config' } });
    expect(queryClient.getQueryData<{ messages: Record<string, string> }>(queryKeys.bootCatalogue)?.messages['app.loading']).toBe('from /api/language/de');
  });

  it('are not used once the start-up is over: a later call of the same route goes to the network', async () => {
    const page = host();
    vi.stubGlobal('fetch', page.fetchImpl);
    runInlineScript();
    await window.__taxcertEarlyStart;
    const { takeEarlyAnswer, endEarlyStart } = await import('./early-start');
    const call = { method: 'GET', path: '/api/config', headers: { 'accept-language': 'en' } };
    expect(await takeEarlyAnswer(call)).toMatchObject({ status: 200, body: { from: '/api/config' } });
    expect(await takeEarlyAnswer(call)).toBeUndefined();
    endEarlyStart();
    expect(await takeEarlyAnswer({ ...call, path: '/api/auth/state' })).toBeUndefined();
    expect(await takeEarlyAnswer({ ...call, path: '/api/config', headers: { 'accept-language': 'de' } })).toBeUndefined();
  });

  it('fail as fetch fails (so the connection sends the call again itself), and leave the app alone without app-config.json', async () => {
    const failing = vi.fn(async (input: string) => {
      if (input.endsWith('app-config.json')) return new Response(JSON.stringify({ apiHost: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', failing);
    runInlineScript();
    await window.__taxcertEarlyStart;
    const { takeEarlyAnswer } = await import('./early-start');
    await expect(takeEarlyAnswer({ method: 'GET', path: '/api/config', headers: { 'accept-language': 'en' } })).rejects.toThrow(TypeError);
    expect(await takeEarlyAnswer({ method: 'GET', path: '/api/config', headers: { 'accept-language': 'en' } })).toBeUndefined();

    vi.resetModules();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    runInlineScript();
    expect(await window.__taxcertEarlyStart).toBeNull();
    const { earlyAppConfig } = await import('./early-start');
    expect(await earlyAppConfig()).toBeUndefined();
  });
});
