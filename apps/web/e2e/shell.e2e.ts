import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, requestAuthLink, signIn, startSimulator, type RunningSimulator, type TestBrowser } from './support';

describe('app shell', () => {
  let sim: RunningSimulator;
  let browser: TestBrowser;

  beforeAll(async () => {
    sim = await startSimulator('default');
    browser = await launchBrowser();
  });

  // Any console error or uncaught page error a test did not expect fails that test.
  afterEach(() => {
    browser.assertNoUnexpectedErrors();
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  it('shows the server message in a dialog when the identity does not match', async () => {
    const { page } = browser;
    browser.allowConsoleErrors(/status of 401/);
    const { link } = await requestAuthLink(sim, 'CUST-1001');
    const url = new URL(link);
    await page.goto(`${sim.url}${url.pathname}${url.search}`);
    await page.waitForURL('**/authentalink');
    await page.getByLabel('Email').fill('jane.doe@example.com');
    await page.getByLabel('Customer reference').fill('CUST-1001');
    await page.getByLabel('Name', { exact: true }).fill('Somebody Else');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const dialog = page.getByRole('dialog', { name: 'We could not sign you in' });
    await dialog.getByText('Sorry, we were unable to verify your details. Please try again.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/authentalink$/);
  });

  it('sends a signed-out visitor of a protected route to sign in', async () => {
    const { page } = browser;
    await page.goto(`${sim.url}/form-selection`);
    await page.waitForURL('**/authentalink');
  });

  it('tells the customer when a form type cannot be started yet', async () => {
    const { page } = browser;
    await signIn(page, sim);
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Savings account ••7730' });
    await page.getByRole('article', { name: 'Form W-8BEN', exact: true }).getByRole('button', { name: 'Start' }).click();
    const notice = page.getByRole('alert').filter({ hasText: '4030 - The form type w8ben_2021 is not supported yet.' });
    await notice.waitFor();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('shows not-found pages for unknown addresses and forms, and the unsupported card for unknown types', async () => {
    const { page } = browser;
    browser.allowConsoleErrors(/status of 404/);
    await page.goto(`${sim.url}/no/such/page`);
    await page.getByText('The requested resource does not exist.').waitFor();

    await page.goto(`${sim.url}/forms/w9_2024/987654`);
    await page.getByText('The requested resource does not exist.').waitFor();

    await page.goto(`${sim.url}/forms/w8ben_2021/987654`);
    await page.getByRole('heading', { name: 'Incorrect blank type: w8ben_2021' }).waitFor();
    await page.getByRole('link', { name: 'Back to form selection' }).click();
    await page.waitForURL('**/form-selection');
  });

  it('logs out through the header link', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL('**/loggedout');
    await page.getByRole('heading', { name: 'You have logged out' }).waitFor();
    await page.goto(`${sim.url}/`);
    await page.waitForURL('**/authentalink');
  });
});
