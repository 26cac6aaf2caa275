import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  acceptAgreements,
  expectAccessible,
  signInAs,
  submitSignIn,
  switchScenario,
  describeWithSimulator,
  type SimulatorTest,
} from './support';

/**
 * The redirects of app-shell.md §2 "Redirects caused by configuration and call outcomes" and the rows of §8 that need a
 * browser and are not covered by the shell and route suites (a dropped connection, the login URL, the console, a crash
 * report, the sign-in dialog), one test per scenario file of the same name (fixtures/scenarios/<name>.json). Those that are a route's reaction to one answer are component tests against the
 * simulator: src/app/routes/redirects.test.tsx (ADR 090). `language-network-no-internet` (in English
 * and in a remembered language) is in no-internet.e2e.ts, whose tests of the same page check the same texts (ADR 073).
 */
describeWithSimulator('redirects and error-catalogue rows that need a browser', ({ it, sim }) => {
  /** Opens `to` on a scenario and expects to land on `path` showing `text`. */
  function expectLanding(scenario: string, to: string, path: string, text: string, allow: RegExp[] = []) {
    return async ({ page, allow: allowErrors }: SimulatorTest) => {
      allowErrors(...allow);
      await switchScenario(page, sim, scenario, to);
      // An upper bound against a hang, not a time check: config-network-no-internet lands ~3.2 s after the load here
      // (the app's 3 s retry delay), also beside three busy loops; 15 s was once too short in a full CI run.
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 30_000 });
      await page.getByText(text, { exact: false }).waitFor();
      await expectAccessible(page, path);
    };
  }

  it(
    'config-network-no-internet',
    expectLanding(
      'config-network-no-internet',
      '/form-selection',
      '/no-internet',
      'Something went wrong during sending request to the server. Please check your internet connection or try again later.',
      [/ERR_EMPTY_RESPONSE|ERR_CONNECTION|Failed to load resource/],
    ),
  );

  it('config-401-login', async ({ page, allow }) => {
    allow(/status of 401/);
    await switchScenario(page, sim, 'config-401-login', '/form-selection?ref=abc&lang=en');
    // The login URL (/api/auth/login) keeps the query string; the simulator's login leads to sign-in.
    await page.waitForURL('**/authentalink?ref=abc&lang=en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('preload-500-logged-only', async ({ page, allow }) => {
    allow(/status of 500.*preload\.json/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await switchScenario(page, sim, 'preload-500-logged-only', '/links/privacy');
    await page.getByRole('heading', { name: 'Privacy' }).waitFor();
    expect(warnings.some((text) => text.includes('preload.json answered 500'))).toBe(true);
  });

  const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

  /** A new W-9 of the signed-in customer, created through the API (the page's session). */
  async function newW9(page: Page): Promise<number> {
    const response = await page.request.put(`${sim.url}/api/forms`, {
      headers: XRW,
      data: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    return ((await response.json()) as { formId: number }).formId;
  }

  it('forms-get-malformed-render-crash', async ({ page, context, allow }) => {
    allow(/TypeError|above error|Render crash/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'forms-get-malformed-render-crash' });
    const id = await newW9(page);
    const report = page.waitForRequest((request) => request.url().includes('/api/consolelog?level=error&code=500'));
    await page.goto(`${sim.url}/forms/w9_2024/${id}`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText('Unfortunately the operation was not completed.').waitFor();
    expect(new URL((await report).url()).searchParams.get('message')).toMatch(/^Render crash: TypeError/);
  });

  it('auth-link-identity-mismatch', async ({ page, context, allow }) => {
    allow(/status of 401/);
    await acceptAgreements(context, sim);
    await switchScenario(page, sim, 'auth-link-identity-mismatch', '/links/privacy');
    // The right identity, refused all the same by the scenario: the server's message shows.
    await submitSignIn(page, sim, 'CUST-1001');
    const dialog = page.getByRole('dialog', { name: 'We could not sign you in' });
    await dialog.getByText('Sorry, we were unable to verify your details. Please try again.').waitFor();
    // What was typed is kept for another try.
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByLabel('Customer reference').inputValue()).toBe('CUST-1001');
  });
});
