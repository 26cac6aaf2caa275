import { routeNames } from '@taxcert/contracts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp } from './helper';

describe('one port runs everything', () => {
  let app: SimApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxcert-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Taxcert</title><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, 'app-config.json'), '{"apiHost":""}');
    app = await buildTestApp({ webRoot: root });
  });
  afterAll(() => app.close());

  it('serves the web app, its assets and its run-time config', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const config = await app.inject({ method: 'GET', url: '/app-config.json' });
    expect(config.json()).toEqual({ apiHost: '' });
  });

  it('falls back to index.html for app routes, and answers unknown API paths with {code, message}', async () => {
    const deep = await app.inject({ method: 'GET', url: '/forms/w9_2024/100001/success' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: 'No GET /api/nothing-here here.' });
  });

  it('serves the OpenAPI document of every call at /__sim/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/__sim/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.values(doc.paths as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routeNames.length);
  });

  it('answers malformed JSON with 400 {code, message}', async () => {
    const res = await app.inject({
      method: 'PUT', url: '/api/forms',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"isOnline": tru',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
  });
});
