import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { pageLocale } from '../src/domain/locale';
import { buildTestApp } from './helper';

describe('a public page rendered at build time, in the visitor language (ADR 095)', () => {
  it('takes the locale cookie, else the first of Accept-Language that is one of the nine, else en', () => {
    expect(pageLocale('de', 'fr-FR,fr;q=0.9')).toBe('de');
    expect(pageLocale('zh-TW', undefined)).toBe('zh-hant');
    expect(pageLocale(undefined, 'fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(pageLocale(undefined, 'pt-BR,es;q=0.8')).toBe('es');
    expect(pageLocale(undefined, 'zh-HK')).toBe('zh-hant');
    // A cookie that names none of the nine is no choice: Accept-Language decides.
    expect(pageLocale('xx', 'nl')).toBe('nl');
    expect(pageLocale(undefined, 'pt-BR')).toBe('en');
    expect(pageLocale(undefined, undefined)).toBe('en');
    expect(pageLocale('', '')).toBe('en');
  });

  let app: SimApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxcert-prerendered-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const locale of ['en', 'de']) {
      mkdirSync(join(root, 'prerendered', locale), { recursive: true });
      writeFileSync(join(root, 'prerendered', locale, 'authentalink.html'), `<html lang="${locale}">sign-in</html>`);
    }
    app = await buildTestApp({ webRoot: root });
  });
  afterAll(() => app.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers the page in the language of the cookie, else of Accept-Language, else English', async () => {
    const byCookie = await page('/authentalink', { cookie: 'taxcert_locale=de', 'accept-language': 'en' });
    expect([byCookie.statusCode, byCookie.body]).toEqual([200, '<html lang="de">sign-in</html>']);
    expect(byCookie.headers.vary).toContain('Cookie, Accept-Language');
    expect(byCookie.headers['cache-control']).toBe('no-cache');
    expect((await page('/authentalink', { 'accept-language': 'de-AT,en;q=0.5' })).body).toContain('lang="de"');
    expect((await page('/authentalink')).body).toContain('lang="en"');
  });

  it('answers index.html where the build wrote no page: another language, a query, a main or unknown route', async () => {
    // No French page in this build: the app itself, which starts in French.
    expect((await page('/authentalink', { cookie: 'taxcert_locale=fr' })).body).toBe(
      '<!doctype html><div id="root"></div>',
    );
    expect((await page('/authentalink?from=mail')).body).toContain('<div id="root"></div>');
    expect((await page('/form-selection')).body).toContain('<div id="root"></div>');
    expect((await page('/forms/w9_2018/1')).body).toContain('<div id="root"></div>');
    expect((await page('/../prerendered/en/authentalink')).statusCode).not.toBe(500);
  });
});
