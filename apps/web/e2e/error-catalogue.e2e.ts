import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { acceptAgreements, signInAs, submitSignIn, switchScenario, describeWithSimulator } from './support';

/**
 * The rows of app-shell.md §8 that need a browser and are not covered by the shell and route suites — a crash
 * report, the sign-in dialog, start-up — each driven by the shipped scenario of the same name
 * (fixtures/scenarios/<name>.json). The form route's rows are component tests against the simulator
 * (src/app/routes/error-catalogue.test.tsx, ADR 082); docs/error-catalogue.md maps every row to its test.
 */
describeWithSimulator('error catalogue (app-shell.md §8)', ({ it, sim }) => {
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
