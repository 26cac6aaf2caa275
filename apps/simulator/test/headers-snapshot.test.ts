import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

/** Headers that differ from run to run (time, cookies, file dates) or with the size of a fixture, left out. */
const VOLATILE = new Set(['date', 'set-cookie', 'last-modified', 'etag', 'content-length']);

const headersOf = (res: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !VOLATILE.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * Every header of a few answers, compared with the snapshot taken with `@fastify/helmet` in place, before the
 * security headers were computed once: a page, a file, API answers (signed in and out, refused,
 * unknown, refused by the request guard before any route runs) and /__sim.
 */
describe('the headers of pages, files, API and /__sim answers', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxcert-headers-snapshot-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1);');
    app = await buildTestApp({ webRoot: root });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it('are the ones sent before the security headers were computed once', async () => {
    const answers = {
      page: await app.inject({ method: 'GET', url: '/forms/w9_2024/1', headers: { accept: 'text/html' } }),
      file: await app.inject({ method: 'GET', url: '/assets/app.js' }),
      stateSignedOut: await app.inject({ method: 'GET', url: '/api/auth/state' }),
      stateSignedIn: await app.inject({ method: 'GET', url: '/api/auth/state', headers: auth }),
      config: await app.inject({ method: 'GET', url: '/api/config', headers: { ...auth, 'accept-encoding': 'gzip' } }),
      refused: await app.inject({ method: 'GET', url: '/api/forms/999', headers: auth }),
      unknown: await app.inject({ method: 'GET', url: '/api/nothing' }),
      withoutRequestedWith: await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: { cookie: auth.cookie ?? '' },
        payload: {},
      }),
      head: await app.inject({ method: 'HEAD', url: '/api/auth/state' }),
      outbox: await app.inject({ method: 'GET', url: '/__sim/outbox' }),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([label, res]) => [label, { status: res.statusCode, headers: headersOf(res) }]),
    );
    await expect(`${JSON.stringify(seen, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/security-headers.json');
  });
});
