import { buildApp, type SimApp } from '@taxcert/simulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, testNow, webRoot } from './support';
import { checkClean, downloadPdf, fillW9, sign, startForm, toSignDialog } from './support/forms';
import { freePort, startNginx, type RunningNginx } from './support/nginx';
import { launchShared, newSession, releaseShared, type Session } from './support/shared';

/**
 * The built app hosted as a bank would host it (ADR 042): Debian's nginx serves apps/web/dist with the
 * checked-in deploy/nginx configuration on one origin, and the simulator is the API on another (another port of
 * 127.0.0.1: the same site, as app.bank.example and api.bank.example are), with CORS for the app's origin only
 * (SIM_APP_ORIGIN). The customer signs in by the e-mailed link, fills a W-9, signs it and downloads it.
 */
describe('the built app on nginx, the API on another origin', () => {
  let browser: Browser | undefined;
  let api: SimApp | undefined;
  let nginx: RunningNginx | undefined;
  let apiUrl = '';

  beforeAll(async () => {
    const port = await freePort();
    const appOrigin = `http://127.0.0.1:${port}`;
    api = await buildApp({ webRoot: '/nonexistent', appOrigin, logger: false, now: testNow });
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
    nginx = await startNginx({ port, root: webRoot, apiOrigin: apiUrl });
    browser = await launchShared();
  });
  afterAll(async () => {
    await releaseShared(browser);
    await nginx?.close();
    await api?.close();
  });

  it('signs in by link, signs a W-9 and downloads it, every call to the API cross-origin', async () => {
    if (!browser || !nginx) throw new Error('not started');
    const session: Session = await newSession(browser);
    const { page } = session;
    try {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${apiUrl}/api/`)) apiCalls.push(request.url());
      });
      // What nginx sends with the page: the README's headers, the API's origin in connect-src.
      const home = await fetch(`${nginx.url}/`, { headers: { accept: 'text/html' } });
      expect(home.headers.get('content-security-policy')).toContain(`connect-src 'self' ${apiUrl};`);
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect(home.headers.get('x-frame-options')).toBe('DENY');
      // Sign-in as the build rendered it (ADR 095), in the language of the cookie, else of Accept-Language.
      const signInAt = `${nginx.url}/authentalink`;
      const signInIn = async (headers: Record<string, string>) =>
        /^<!doctype html>\s*<html lang="([^"]+)"[\s\S]*id="prerendered"/.exec(
          await (await fetch(signInAt, { headers: { accept: 'text/html', ...headers } })).text(),
        )?.[1];
      expect(await signInIn({ 'accept-language': 'pt-BR, de;q=0.8' })).toBe('de');
      expect(await signInIn({ 'accept-language': 'zh-TW', cookie: 'taxcert_locale=fr' })).toBe('fr');
      expect(await signInIn({})).toBe('en');
      // A hashed file: the build's brotli copy, kept a year.
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
      const asset = await fetch(`${nginx.url}${script ?? '/assets/none.js'}`, { headers: { 'accept-encoding': 'br' } });
      expect([asset.status, asset.headers.get('content-encoding'), asset.headers.get('vary')]).toEqual([
        200,
        'br',
        'Accept-Encoding',
      ]);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      await page.context().addCookies([
        ...['taxcert_eula', 'taxcert_consent'].map((name) => ({
          name,
          value: name.endsWith('eula') ? 'accepted' : 'yes',
          url: nginx!.url,
        })),
      ]);
      // The e-mailed link is the API's; it remembers the link and sends the browser to the app's origin.
      const link = (await (await fetch(`${apiUrl}/__sim/auth-link?customer=CUST-1001`)).json()) as {
        link: string;
        email: string;
        uniqueRef: string;
        name: string;
      };
      const token = new URL(link.link).search;
      await page.goto(`${apiUrl}/api/auth/token${token}`);
      await page.waitForURL(`${nginx.url}/authentalink`);
      await page.getByLabel('Email').fill(link.email);
      await page.getByLabel('Customer reference').fill(link.uniqueRef);
      await page.getByLabel('Name', { exact: true }).fill(link.name);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${nginx.url}/form-selection`);

      const id = await startForm(page, 'Form W-9', 'w9_2024');
      await fillW9(page);
      await checkClean(page);
      await toSignDialog(page);
      await sign(page, 'Jane Doe');
      const pdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
      expect(pdf.name).toBe(`w9_2024-${id}.pdf`);
      expect(pdfText(pdf.file).replace(/\s+/g, ' ')).toContain('Printed name: Jane Doe');
      // Every call went to the API's origin; nginx answered only files.
      expect(apiCalls.some((url) => url.includes(`/api/forms/${id}/sign`))).toBe(true);
      session.assertNoUnexpectedErrors();
    } finally {
      await session.close();
    }
  });
});
