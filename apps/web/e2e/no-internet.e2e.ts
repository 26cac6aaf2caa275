import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, switchScenario, describeWithSimulator } from './support';

/** A message key shown as text: a word, a dot, more words (e.g. `header.home`, `cookieBanner.text`). */
const RAW_KEY = /\b(?:header|footer|cookieBanner|connection|notifications|status|app)\.[A-Za-z.]+/;
const NETWORK_ERRORS = /ERR_EMPTY_RESPONSE|ERR_CONNECTION|ERR_CONTENT_LENGTH_MISMATCH|Failed to load resource/;

/**
 * /no-internet when the API's catalogue cannot load (app-shell.md §2): the header, footer and cookie
 * banner speak from the app's own texts (bundled English and public/locales), never as raw keys, and no
 * "connection restored" bar contradicts the page.
 */
describeWithSimulator('no-internet when the catalogue cannot load', ({ it, sim }) => {
  async function expectShellInWords(page: Page, words: { home: string; privacy: string; banner: string }) {
    await page.waitForURL('**/no-internet', { timeout: 15_000 });
    await page.getByRole('banner').getByText(words.home).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: words.privacy }).waitFor();
    await page.getByText(words.banner, { exact: false }).waitFor();
    // Give any late call (auth state, config, language list) the time to land before reading the page.
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(RAW_KEY);
    expect(await page.locator('[data-connection="restored"]').count()).toBe(0);
  }

  it('language-network-no-internet: header, footer and banner in the bundled English, no raw key, no restored bar', async ({
    page,
    allow,
  }) => {
    allow(NETWORK_ERRORS);
    await switchScenario(page, sim, 'language-network-no-internet', '/form-selection');
    await expectShellInWords(page, {
      home: 'Tax self-certification',
      privacy: 'Privacy',
      banner: 'This site uses only the cookies it needs to work',
    });
    // The redirect of app-shell.md §2 (docs/error-catalogue.md): the page's own text.
    await page
      .getByText(
        'Something went wrong during sending request to the server. Please check your internet connection or try again later.',
      )
      .waitFor();
    await expectAccessible(page, '/no-internet (catalogue failed)');
  });

  it('language-network-no-internet in the remembered language: the shell from the static locale file', async ({
    page,
    context,
    allow,
  }) => {
    allow(NETWORK_ERRORS);
    const url = new URL(sim.url);
    await context.addCookies([{ name: 'taxcert_locale', value: 'de', domain: url.hostname, path: '/' }]);
    const staticFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/locales/'))
        staticFiles.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await switchScenario(page, sim, 'language-network-no-internet', '/form-selection');
    await expectShellInWords(page, {
      home: 'Steuerliche Selbstauskunft',
      privacy: 'Datenschutz',
      banner: 'Diese Website verwendet nur die Cookies',
    });
    // The page itself in the remembered language too (app-shell.md §7), from the app's own static files only.
    await page.getByRole('heading', { name: 'Keine Verbindung' }).waitFor();
    await page
      .getByText('Beim Senden der Anfrage an den Server ist ein Fehler aufgetreten.', { exact: false })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(staticFiles).toEqual(['200 /locales/languages.json', '200 /locales/de.json']);
    await expectAccessible(page, '/no-internet (de)');
  });

  it('language-reset-no-internet: a reset is never re-sent by the browser, so /__sim/calls counts the app’s three tries', async ({
    page,
    allow,
  }) => {
    allow(NETWORK_ERRORS);
    await switchScenario(page, sim, 'language-reset-no-internet', '/form-selection');
    await expectShellInWords(page, {
      home: 'Tax self-certification',
      privacy: 'Privacy',
      banner: 'This site uses only the cookies it needs to work',
    });
    const calls = (await (await page.request.get(`${sim.url}/__sim/calls`)).json()) as {
      calls: Record<string, number>;
    };
    // The first try, one retry at once and one after 3 s (app-shell.md §7), each reaching the simulator once.
    expect(calls.calls['language.get']).toBe(3);
  });
});
