import { routeNames } from '@taxcert/contracts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND, type SimApp } from '../src/app';
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
    const page = await app.inject({ method: 'GET', url: '/old-page.html', headers: { accept: 'text/html,*/*' } });
    expect(page.body).toContain('<div id="root">');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(NOT_FOUND);
  });

  it('answers a missing file the app fetches with 404, not with index.html', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/locales/xx.json',
      headers: { accept: 'application/json' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
    const chunk = await app.inject({ method: 'GET', url: '/assets/gone-1234.js', headers: { accept: '*/*' } });
    expect(chunk.statusCode).toBe(404);
  });

  it('serves the OpenAPI document of every call of app-shell.md §7 at /__sim/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/__sim/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toHaveLength(routeNames.length);
    expect(operations).toEqual(expect.arrayContaining(SECTION_7_CALLS));
  });

  it('answers malformed JSON with 400 {code, message}', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"isOnline": tru',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
  });
});

/**
 * Every call of app-shell.md §7, row by row, as method and path under /api. Where §7 gives no method or
 * path (login/logout/token, the {a}/{b} of the questionnaire, the upload base) they are ADR 001's; the
 * console log's and keep-alive's "caller-given" and "configured" URLs are the simulator's own.
 */
const SECTION_7_CALLS = [
  'POST /api/authentaLink',
  'GET /api/language',
  'GET /api/language/{code}',
  'GET /api/auth/state',
  'PUT /api/auth/sendpin',
  'PUT /api/auth/sendnoemailpin',
  'POST /api/validatepin',
  'GET /api/auth/login',
  'GET /api/auth/logout',
  'GET /api/auth/token',
  'GET /api/config/preload.json',
  'GET /api/config',
  'GET /api/config/specialrateprovisions/{id}',
  'GET /api/config/otherarticles',
  'GET /api/config/jurisdictions',
  'GET /api/config/payment-types',
  'GET /api/config/igasubclassifications',
  'GET /api/config/stockmarkets',
  'GET /api/config/lobs',
  'POST /api/consolelog',
  'PUT /api/forms',
  'GET /api/forms/{id}',
  'POST /api/forms/{formType}/{id}/validate',
  'PUT /api/forms/{id}/confirm',
  'PUT /api/forms/{id}/submit',
  'PUT /api/forms/{id}/revert',
  'POST /api/forms/{id}/certify',
  'POST /api/forms/{id}/sign',
  'GET /api/forms/{id}/pdf/download',
  'GET /api/forms/{id}/pdf/preview',
  'POST /api/questionnaire/form/{id}/validate',
  'POST /api/questionnaire/formgroup/{id}/validate',
  'POST /api/formgroups',
  'GET /api/formgroups/{id}',
  'POST /api/formgroups/{id}/{formType}/validate',
  'PUT /api/formgroups/{id}/submit',
  'PUT /api/formgroups/{id}/confirm',
  'PUT /api/formgroups/{id}/revert',
  'POST /api/formgroups/{id}/certify',
  'POST /api/formgroups/{id}/sign',
  'GET /api/formgroups/{id}/{formType}/pdf/preview',
  'GET /api/formgroups/{id}/{formType}/pdf/download',
  'GET /api/formgroups/{id}/supporting-docs',
  'GET /api/supportingdocs/{id}/download',
  'POST /api/supportingdocs/preview',
  'GET /api/supportingdocs/{id}/pdf/download',
  'GET /api/supportingdocs/{id}/form/getLinkedCollectableDocId',
  'GET /api/supportingdocs/{id}/formGroup/getLinkedCollectableDocId',
  'DELETE /api/supportingdocs/{id}',
  'DELETE /api/file/upload/{id}',
  'GET /api/customers/supporting-docs/{id}',
  'PUT /api/supportingdocs/upload',
  'GET /api/keepalive',
];
