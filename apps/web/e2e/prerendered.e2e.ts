import type { BrowserContext, Page } from 'playwright-core';
import { LOCALES } from '../src/testing/catalogues';
import { describeWithSimulator, screenshots } from './support';
import { localized } from './support/localized';

/**
 * The public pages rendered at build time (ADR 095): with JavaScript off, sign-in's heading and fields are in the
 * page in each of the nine languages, and the status pages a link lands on show their titles; with JavaScript on,
 * React hydrates the page it was sent — the DOM kept (no mismatch reported, no console warning), no layout shift
 * (CLS 0), the form live, the page's language kept; the cookie banner is in the built page and goes once the app
 * runs where consent was given.
 */

/** Every console error and warning of the page (the suite's own rule counts errors only). */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  return messages;
}

/** Before any script runs: the sum of the page's layout shifts, and the heading the server sent, to compare later. */
async function watchShiftsAndHeading(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const scope = window as unknown as { cls: number; sentHeading: Element | null };
    scope.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) scope.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') scope.sentHeading = document.querySelector('h1');
    });
  });
}

const STATUS_PAGES = ['loggedout', 'unauthorized', 'unlicensed', 'unsupported', 'alreadyloggedin', 'no-internet'];
const STATUS_KEYS: Record<string, string> = { 'no-internet': 'status.noInternet' };

describeWithSimulator('public pages rendered at build time', ({ it, sim }) => {
  it(
    'shows sign-in in each of the nine languages, and the status pages, with JavaScript off',
    async ({ page: plain, context, expect }) => {
      for (const locale of LOCALES) {
        const { say } = localized(locale);
        await context.addCookies([{ name: 'taxcert_locale', value: locale, url: sim.url }]);
        await plain.goto(`${sim.url}/authentalink`);
        expect(await plain.locator('html').getAttribute('lang')).toBe(locale);
        await plain.getByRole('heading', { level: 1, name: say('authentaLink.title') }).waitFor();
        for (const key of ['authentaLink.email', 'authentaLink.uniqueRef', 'authentaLink.name'])
          await plain.getByRole('textbox', { name: say(key), exact: true }).waitFor();
        await plain.getByRole('button', { name: say('authentaLink.submit') }).waitFor();
        await plain.getByRole('region', { name: say('cookieBanner.label') }).waitFor();
        if (locale === 'de') await screenshots(plain, 'prerendered-sign-in-de-no-js');
      }
      await context.clearCookies();
      // No cookie: Accept-Language (en-US) chooses; each status page with its own title.
      const { say } = localized('en');
      for (const kind of STATUS_PAGES) {
        await plain.goto(`${sim.url}/${kind}`);
        const title = say(`${STATUS_KEYS[kind] ?? `status.${kind}`}.title`);
        await plain.getByRole('heading', { level: 1, name: title }).waitFor();
      }
      await plain.goto(`${sim.url}/authentalink`);
      await screenshots(plain, 'prerendered-sign-in-no-js');
    },
    { javaScriptEnabled: false },
  );

  it(
    'hydrates sign-in without a re-render or a layout shift, in the language Accept-Language chose',
    async ({ page: german, context, expect, allow }) => {
      // A German browser with no locale cookie: the page is German and stays German once the app runs.
      await watchShiftsAndHeading(context);
      const messages = consoleOf(german);
      const { say } = localized('de');
      const catalogue = german.waitForResponse((response) => response.url().endsWith('/api/language/de'));
      await german.goto(`${sim.url}/authentalink`);
      await catalogue;
      // The app has run: it kept the page's language as the visitor's.
      await german.waitForFunction(() => document.cookie.includes('taxcert_locale=de'));
      await german.waitForLoadState('networkidle');
      await german.getByRole('region', { name: say('cookieBanner.label') }).waitFor();
      const sentHeadingKept = () =>
        document.querySelector('h1') === (window as unknown as { sentHeading: Element | null }).sentHeading;
      expect(await german.evaluate(sentHeadingKept)).toBe(true);
      expect(await german.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
      // A browser may paint a page it has not finished reading: the language selector is as wide with the options read
      // so far as with all of them, so the header does not move when the last arrives (a shift seen on a slow network).
      const widths = await german.evaluate(() => {
        const select = document.querySelector<HTMLSelectElement>('header select');
        if (!select) return [];
        const seen = new Set<number>();
        for (let read = 1; read <= select.options.length; read += 1) {
          const partial = select.cloneNode(true) as HTMLSelectElement;
          while (partial.options.length > read) partial.remove(partial.options.length - 1);
          select.replaceWith(partial);
          seen.add(partial.getBoundingClientRect().width);
          partial.replaceWith(select);
        }
        return [...seen];
      });
      expect(widths).toEqual([
        await german.locator('header select').evaluate((select) => select.getBoundingClientRect().width),
      ]);
      expect(await german.title()).toContain(say('header.home'));
      const cookies = await context.cookies(sim.url);
      expect(cookies.find((cookie) => cookie.name === 'taxcert_locale')?.value).toBe('de');
      await screenshots(german, 'prerendered-sign-in-de-hydrated');
      // The form is React's: submitting calls the API instead of sending the page.
      allow(/status of 4\d\d.*\/api\/authentaLink/);
      const call = german.waitForRequest((request) => request.url().endsWith('/api/authentaLink'));
      await german.getByRole('button', { name: say('authentaLink.submit') }).click();
      await call;
      await german.getByRole('dialog').waitFor();
      expect(german.url()).toBe(`${sim.url}/authentalink`);
      // Consent given: the banner the page was built with goes once the app runs, shifting nothing.
      await context.addCookies([{ name: 'taxcert_consent', value: 'yes', url: sim.url }]);
      await german.reload();
      await german.getByRole('region', { name: say('cookieBanner.label') }).waitFor({ state: 'detached' });
      await german.waitForLoadState('networkidle');
      expect(await german.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
      expect(messages.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    },
    { locale: 'de-DE' },
  );
});
