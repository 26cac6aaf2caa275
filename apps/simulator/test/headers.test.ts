import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

const CSP =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;connect-src 'self';frame-src 'self' blob:;object-src 'self' blob:;frame-ancestors 'none';form-action 'self';base-uri 'self'";

function expectSecurityHeaders(res: LightMyRequestResponse, label: string): void {
  expect(res.headers['content-security-policy'], label).toBe(CSP);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
}

describe('the headers a bank sends', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxcert-headers-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    app = await buildTestApp({ webRoot: root });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it('sends CSP, nosniff, DENY framing and no referrer on pages, API answers, errors and files; no-store on API and files', async () => {
    const page = await app.inject({ method: 'GET', url: '/forms/w9_2024/1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page, 'page');
    expect(page.headers['cache-control']).toBe('no-cache');

    const form = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    const id = form.json<{ formId: number }>().formId;
    const answers = {
      config: await app.inject({ method: 'GET', url: '/api/config', headers: auth }),
      state: await app.inject({ method: 'GET', url: '/api/auth/state' }),
      refused: await app.inject({ method: 'GET', url: '/api/forms/999', headers: auth }),
      unknown: await app.inject({ method: 'GET', url: '/api/nothing' }),
      pdf: await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth }),
      outbox: await app.inject({ method: 'GET', url: '/__sim/outbox' }),
    };
    for (const [label, res] of Object.entries(answers)) {
      expectSecurityHeaders(res, label);
      expect(res.headers['cache-control'], label).toBe('no-store');
    }
    expect(answers.pdf.headers['content-type']).toBe('application/pdf');
  });

  it('marks cookies Secure when configured (behind TLS), not on plain http where Chromium would drop them on 127.0.0.1', async () => {
    const setCookie = (res: LightMyRequestResponse) => ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    const plain = await app.inject({ method: 'GET', url: '/api/auth/token?token=x' });
    expect(setCookie(plain)[0]).toMatch(/^taxcert_link=x; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = await buildTestApp({ secureCookies: true });
    const behindTls = await secure.inject({ method: 'GET', url: '/api/auth/token?token=x' });
    expect(setCookie(behindTls)[0]).toMatch(/^taxcert_link=x; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    await secure.close();
  });
});
