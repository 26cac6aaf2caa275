import { expect } from 'vitest';
import {
  acceptAgreements,
  expectAccessible,
  recordCookieWrites,
  screenshots,
  signInAs,
  switchScenario,
  todayWhile,
  describeWithSimulator,
} from './support';

/**
 * The routes and guards of app-shell.md §2 and the start-up rules of §4 that need a browser: cookies, the login URL,
 * dialogs' keyboard and layout, axe. Where a scenario sends the customer is src/app/routes/redirects.test.tsx (ADR 090).
 */
describeWithSimulator('routes and guards', ({ it, sim }) => {
  /**
   * One path per distinct status screen — a tone and the actions it offers (StatusPage.tsx), or a page of its own —
   * each with its title: what each path shows by its address is src/app/routes/status-pages.test.tsx (ADR 102).
   */
  const statusScreens: [path: string, title: string, screen: string][] = [
    ['/loggedout', 'You have logged out', 'neutral, no action'],
    ['/alreadyloggedin', 'Already signed in', 'neutral, home link (as not-found)'],
    ['/unauthorized', 'Access denied', 'error, no action'],
    ['/unlicensed', 'Access not granted', 'error, home link (as unavailable, unsupported, no-internet)'],
    ['/server', 'Something went wrong', 'error, home link and the code hint'],
    ['/sessiontimeout', 'Your session has timed out', 'error, the sign-in-again link'],
    ['/insufficient-information', 'Insufficient information', 'a page of its own'],
  ];

  // One page load: the app then goes from screen to screen as the browser's Back and Forward do (popstate).
  it('status pages: each distinct status screen is axe-clean', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    await page.goto(`${sim.url}/loggedout`);
    for (const [path, title, screen] of statusScreens) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectAccessible(page, `${path} (${screen})`);
      // Its code (500 by default, `?code=` otherwise) is a component test: StatusPage.test.tsx (ADR 073).
      if (path === '/server') await screenshots(page, 'status-server');
    }
  });

  it('sends a signed-out visitor of a protected route to sign in', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    for (const path of ['/', '/form-selection', '/pre-qualifying-questionnaire']) {
      await page.goto(`${sim.url}${path}`);
      await page.waitForURL('**/authentalink');
    }
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, '/authentalink');
    await screenshots(page, 'authentalink');
  });

  it('gates the main routes behind the EULA: confirm only after reading, then a cookie until 2038-01-01', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'taxcert_consent', value: 'yes', url: sim.url }]);
    const cookieWrites = await recordCookieWrites(page);
    await signInAs(page, sim, { landsOn: `${sim.url}/` });
    const dialog = page.getByRole('dialog', { name: 'End-user licence agreement' });
    await dialog.waitFor();
    const accept = dialog.getByRole('button', { name: 'I accept' });
    await dialog.getByText('Please scroll to the end of the agreement to continue.').waitFor();
    expect(await accept.isDisabled()).toBe(true);
    // No way out: Escape does not close it.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'EULA modal');
    await screenshots(page, 'eula-modal', false);
    await dialog
      .getByRole('region', { name: 'Licence agreement text' })
      .evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await dialog.getByText('You have read the whole agreement.').waitFor();
    await accept.click();
    await page.waitForURL('**/form-selection');
    expect(
      (await cookieWrites()).some(
        (w) => w.startsWith('taxcert_eula=accepted') && w.includes('expires=Fri, 01 Jan 2038 00:00:00 GMT'),
      ),
    ).toBe(true);
    // document.cookie reaches the browser's cookie store a moment after the page wrote it: wait for it there.
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'taxcert_eula'))
      .toBe(true);
    // Public routes never ask: the EULA itself is readable at /links/eula.
    await page.goto(`${sim.url}/links/eula`);
    await page.getByRole('heading', { name: 'End-user licence agreement' }).waitFor();
  });

  it('shows the cookie banner until it is closed, then keeps consent until 2038-01-01', async ({ page, context }) => {
    const cookieWrites = await recordCookieWrites(page);
    await page.goto(`${sim.url}/links/cookies`);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.waitFor();
    await page.getByText('Cookie notice (last updated May 2018).').waitFor();
    await expectAccessible(page, 'cookie banner');
    await screenshots(page, 'cookie-banner', false);
    await banner.getByRole('button', { name: 'Accept and close' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(
      (await cookieWrites()).some(
        (w) => w.startsWith('taxcert_consent=yes') && w.includes('expires=Fri, 01 Jan 2038 00:00:00 GMT'),
      ),
    ).toBe(true);
    // document.cookie reaches the browser's cookie store a moment after the page wrote it: wait for it there.
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'taxcert_consent'))
      .toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Cookies' }).waitFor();
    expect(await banner.count()).toBe(0);
    await page.goto(`${sim.url}/links/privacy`);
    await page.getByText('Privacy notice (last updated April 2018).').waitFor();
  });

  it('shows the footer pages, the EULA at /links/eula and not-found for an unknown page type', async ({
    page,
    context,
    timeZone,
  }) => {
    await acceptAgreements(context, sim);
    await page.goto(`${sim.url}/links/termsOfUse`);
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();
    await expectAccessible(page, '/links/termsOfUse');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL('**/links/privacy');
    // The year of the page's own clock, in the page's time zone (a run at 23:59 UTC on 31 December included).
    const { value: footer, days } = await todayWhile(page, timeZone, () =>
      page.getByText(/^© \d{4} Taxcert\./).textContent(),
    );
    expect(days.map((day) => `© ${day.year} Taxcert. All rights reserved.`)).toContain(footer);
    await page.goto(`${sim.url}/links/eula`);
    await page.getByText('1. Scope.').waitFor();
    await page.goto(`${sim.url}/links/bogus`);
    await page.getByText('The requested resource does not exist.').waitFor();
  });

  it('link-overrides', async ({ page, expect }) => {
    await switchScenario(page, sim, 'link-overrides', '/links/cookies');
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
    // The footer shows the default links until the online config (with its overrides) has loaded.
    await expect.poll(() => privacy.getAttribute('href')).toBe('https://bank.example/privacy');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).getAttribute('href')).toBe(
      '/links/cookies',
    );
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe(
      'https://bank.example/accessibility',
    );
  });

  it('sends uad/ links to /alreadyloggedin when signed in, and to the login URL otherwise', async ({
    page,
    context,
  }) => {
    await acceptAgreements(context, sim);
    await page.goto(`${sim.url}/uad/form?ref=7`);
    await page.waitForURL('**/authentalink?ref=7');
    await signInAs(page, sim);
    await page.goto(`${sim.url}/uad/form?ref=7`);
    await page.waitForURL('**/alreadyloggedin');
    await page.getByText('You are already signed in.').waitFor();
  });

  it('default-form-account-selection', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'default-form-account-selection', landsOn: `${sim.url}/` });
    const dialog = page.getByRole('dialog', { name: 'Choose an account' });
    await dialog.waitFor();
    // No cancel and no close; Escape does nothing.
    expect(await dialog.getByRole('button').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectAccessible(page, 'account-selection modal');
    await screenshots(page, 'account-selection-modal', false);
    await dialog.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Savings account ••7730' });
    await confirm.click();
    await page.waitForURL(/\/forms\/w9_2024\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Form W-9' }).waitFor();
    await page.getByRole('banner').getByText('Savings account ••7730', { exact: true }).waitFor();
  });

  // Where the app sends the customer on these scenarios is a component test against the simulator
  // (src/app/routes/redirects.test.tsx, ADR 090); the browser keeps the axe check of the two screens only they show.
  it('the landing with the questionnaire offer and the no-longer-accepted card are axe-clean', async ({
    page,
    context,
  }) => {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'questionnaire-on', landsOn: `${sim.url}/` });
    await page.getByRole('heading', { name: 'Which form do you need?' }).waitFor();
    await expectAccessible(page, 'landing with questionnaire');
    await switchScenario(page, sim, 'all-forms', '/forms/w8imy/1');
    await page.getByRole('heading', { name: 'Form W-8IMY (Rev. April 2014) is no longer accepted' }).waitFor();
    await expectAccessible(page, 'revision no longer accepted');
  });
});
