import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

/** public/app-config.json: one build for any API host (checked without zod: ADR 026). */
describe('app-config.json', () => {
  it('reads the same-origin simulator and a real API host, with the session time-outs’ defaults', () => {
    expect(parseRuntimeConfig({ apiHost: '' })).toEqual({
      apiHost: '',
      sessionTimeoutMinutes: 20,
      sessionWarningSeconds: 120,
    });
    expect(
      parseRuntimeConfig({
        apiHost: 'https://api.bank.example',
        sessionTimeoutMinutes: 15,
        sessionWarningSeconds: 60,
        note: 'kept out',
      }),
    ).toEqual({
      apiHost: 'https://api.bank.example',
      sessionTimeoutMinutes: 15,
      sessionWarningSeconds: 60,
    });
    expect(
      parseRuntimeConfig({ apiHost: 'http://localhost:3000', sessionTimeoutMinutes: 0.5 }).sessionTimeoutMinutes,
    ).toBe(0.5);
  });

  it('refuses a host that is not an origin (a path, a trailing slash, no scheme) or is missing', () => {
    for (const apiHost of [
      'https://api.bank.example/',
      'https://api.bank.example/api',
      'api.bank.example',
      'ftp://api.bank.example',
      undefined,
      null,
      1,
    ]) {
      expect(() => parseRuntimeConfig({ apiHost }), String(apiHost)).toThrow(/apiHost/);
    }
  });

  it('refuses time-outs that are not positive (and a warning that is not whole seconds), and a file that is not an object', () => {
    for (const sessionTimeoutMinutes of [0, -1, '20', null, Number.POSITIVE_INFINITY]) {
      expect(() => parseRuntimeConfig({ apiHost: '', sessionTimeoutMinutes }), String(sessionTimeoutMinutes)).toThrow(
        /sessionTimeoutMinutes/,
      );
    }
    for (const sessionWarningSeconds of [0, -5, 1.5, '120', null]) {
      expect(() => parseRuntimeConfig({ apiHost: '', sessionWarningSeconds }), String(sessionWarningSeconds)).toThrow(
        /sessionWarningSeconds/,
      );
    }
    for (const json of [null, [], 'x', 1]) expect(() => parseRuntimeConfig(json)).toThrow(/not an object/);
  });

  it('is fetched uncached from the app’s own host; a failed answer is an error', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const ok = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response('{"apiHost":""}', { status: 200 });
    }) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(ok)).resolves.toMatchObject({ apiHost: '' });
    expect(calls).toEqual([['/app-config.json', { cache: 'no-store' }]]);
    const missing = (async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(missing)).rejects.toThrow('app-config.json answered 404');
  });
});
