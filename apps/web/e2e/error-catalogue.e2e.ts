import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  acceptAgreements,
  expectAccessible,
  signInAs,
  submitSignIn,
  switchScenario,
  describeWithSimulator,
} from './support';
import { fillW9 } from './support/forms';

/**
 * The rows of app-shell.md §8 not covered by the shell and route suites, each driven by the shipped
 * scenario of the same name (fixtures/scenarios/<name>.json); docs/simulator.md maps every row to its test.
 */
describeWithSimulator('error catalogue (§8)', ({ it, sim }) => {
  const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

  /** A new W-9 of the signed-in customer, created through the API (the page's session). */
  async function newW9(page: Page): Promise<number> {
    const response = await page.request.put(`${sim.url}/api/forms`, {
      headers: XRW,
      data: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    return ((await response.json()) as { formId: number }).formId;
  }

  it('forms-validate-missing-body', async ({ page, context, allow }) => {
    allow(/status of 500/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'forms-validate-missing-body' });
    await page.goto(`${sim.url}/forms/w9_2024/${await newW9(page)}`);
    await page.getByRole('button', { name: 'Check' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: "500 - Something's not quite right. Please try again or speak to your designated contact." })
      .waitFor();
    // Nothing typed is lost: the form is still there.
    await page.getByRole('heading', { level: 1, name: 'Form W-9' }).waitFor();
  });

  it('forms-get-401-unauthorized', async ({ page, context, allow }) => {
    allow(/status of 401/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'forms-get-401-unauthorized' });
    await page.goto(`${sim.url}/forms/w9_2024/${await newW9(page)}`);
    await page.waitForURL('**/unauthorized');
    await page.getByText('For your security your access to this page has been denied.').waitFor();
    expect(await page.getByText('Not authorised.').count()).toBe(0);
  });

  it('forms-get-404-not-found', async ({ page, context, allow }) => {
    allow(/status of 404/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'forms-get-404-not-found' });
    const id = await newW9(page);
    await page.goto(`${sim.url}/forms/w9_2024/${id}`);
    await page.getByText('The requested resource does not exist.').waitFor();
    expect(page.url()).toBe(`${sim.url}/forms/w9_2024/${id}`);
    expect(await page.getByText('Form not found.').count()).toBe(0);
  });

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

  it('form-type-without-definition', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'form-type-without-definition' });
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ index: 1 });
    await page.getByRole('article', { name: 'Form W-8BEN-E' }).getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name: 'Form W-8BEN-E' });
    await dialog.waitFor();
    await dialog.getByRole('region', { name: 'Instructions' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/forms\/w8bene\/\d+$/);
    await page.getByRole('heading', { name: 'Incorrect blank type: w8bene' }).waitFor();
    await page.getByText('This form cannot be completed online. Please choose another form.').waitFor();
    await expectAccessible(page, 'unsupported form');
  });

  it('default-form-type-missing', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    const report = page.waitForRequest((request) => request.url().includes('/api/consolelog?level=error'));
    await signInAs(page, sim, { scenario: 'default-form-type-missing' });
    // Logged only: the customer goes on to form selection without a message.
    await page.getByRole('heading', { name: 'Welcome, Jane Doe' }).waitFor();
    expect(new URL((await report).url()).searchParams.get('message')).toContain('w8xyz_2030');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('tin-not-matched', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'tin-not-matched' });
    await page.goto(`${sim.url}/forms/w9_2024/${await newW9(page)}`);
    await fillW9(page);
    await page.getByRole('button', { name: 'Check' }).click();
    // The IRS answers 'no match' (code 3): red, at the TIN, with the catalogue's text.
    await page
      .getByText(
        'This taxpayer identification number and name do not match the IRS records. Check both and correct them.',
      )
      .first()
      .waitFor();
    await expectAccessible(page, 'TIN not matched');
  });
});
