import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  acceptAgreements,
  expectAccessible,
  pauseClock,
  phone,
  requestAuthLink,
  resultsDir,
  runPageClockUntil,
  screenshots,
  screenshotsWanted,
  signInAs,
  switchScenario,
  describeWithSimulator,
} from './support';

/** Sign-in screens, form selection, the header and footer, notifications and the unsaved-changes prompt. */
describeWithSimulator('app shell', ({ it, sim }) => {
  async function openLink(page: Page, customer: string) {
    const { link } = await requestAuthLink(sim, customer);
    const url = new URL(link);
    await page.goto(`${sim.url}${url.pathname}${url.search}`);
    await page.waitForURL('**/authentalink');
  }

  it('shows the server message in a dialog when the identity does not match', async ({ page, allow }) => {
    allow(/status of 401/);
    await openLink(page, 'CUST-1001');
    await page.getByLabel('Email').fill('jane.doe@example.com');
    await page.getByLabel('Customer reference').fill('CUST-1001');
    await page.getByLabel('Name', { exact: true }).fill('Somebody Else');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'We could not sign you in' });
    await dialog.getByText('Sorry, we were unable to verify your details. Please try again.').waitFor();
    await expectAccessible(page, 'sign-in failure dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/authentalink$/);
  });

  it('confirm-pin-no-email', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    await switchScenario(page, sim, 'confirm-pin-no-email', '/links/privacy');
    await openLink(page, 'CUST-1003');
    await page.getByLabel('Customer reference').fill('CUST-1003');
    await page.getByLabel('Name', { exact: true }).fill('Pierre Martin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/confirmPin');
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    // The resend reference is kept in a cookie.
    expect(
      (await context.cookies()).some((cookie) => cookie.name === 'taxcert_resend_reference' && cookie.value.length > 0),
    ).toBe(true);
    await expectAccessible(page, '/confirmPin');
    await screenshots(page, 'confirm-pin');

    // Resend: a tick and a message that vanishes after 5 s (app-shell.md §9: 5000 ms) of the page's clock, which
    // moves only when the test runs it: still there after 4.9 s, gone within 0.2 s more.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Send the PIN again' }).click();
    const resent = page.getByText('A new PIN has been sent.');
    await runPageClockUntil(page, () => resent.isVisible());
    await page.clock.runFor(4_900);
    expect(await resent.isVisible()).toBe(true);
    await runPageClockUntil(page, async () => (await resent.count()) === 0, { maxMs: 200 });
    await page.clock.resume();

    // Confirm is disabled until six digits; a wrong PIN shows a cross.
    const confirm = page.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Digit 1 of 6').fill('1');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.insertText('111111');
    await confirm.click();
    await page.getByText('Sorry, we were unable to verify your details. Please try again.').waitFor();

    // Paste the right PIN into the first box: it fills all six.
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '246810');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe('0');
    await confirm.click();
    await page.waitForURL('**/form-selection');
    await page.getByRole('heading', { name: 'Welcome, Pierre Martin' }).waitFor();
  });

  it('form selection: dropdown with several accounts, Start disabled until one is chosen, groups only with an account; at 390 px the menu with home, form selection and logout, and logout ends the session', async ({
    page,
    context,
  }) => {
    await acceptAgreements(context, sim);
    // Start-up with a customer (app-shell.md §4): combos and lobs are fetched and the login-session cookie is set.
    const combos = page.waitForRequest((request) => request.url().endsWith('/api/config/igasubclassifications'));
    const lobs = page.waitForRequest((request) => request.url().endsWith('/api/config/lobs'));
    await signInAs(page, sim);
    await Promise.all([combos, lobs]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'taxcert_login_session')?.value).toBe('1001');
    await page.getByRole('heading', { name: 'Welcome, Jane Doe' }).waitFor();
    const account = page.getByRole('combobox', { name: 'Account' });
    expect(await account.inputValue()).toBe('0');
    const start = page.getByRole('article', { name: 'Form W-9' }).getByRole('button', { name: 'Start' });
    expect(await start.isDisabled()).toBe(true);
    // The crsRestricted group needs the questionnaire (off here).
    await account.selectOption({ label: 'Brokerage account ••4821' });
    expect(await start.isEnabled()).toBe(true);
    expect(await page.getByRole('article', { name: 'CRS Individual and Form W-8BEN' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Answer a few questions/ }).count()).toBe(0);
    await page.getByRole('banner').getByText('Brokerage account ••4821', { exact: true }).waitFor();
    await expectAccessible(page, '/form-selection');
    await screenshots(page, 'form-selection');

    // The same page at 390 px (one sign-in for both widths, ADR 102): no desktop logout link; the menu holds it.
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log out' }).count()).toBe(0);
    const button = page.getByRole('button', { name: 'Menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    await menu.getByRole('link', { name: 'Form selection' }).waitFor();
    await expectAccessible(page, 'mobile menu');
    if (screenshotsWanted) await page.screenshot({ path: `${resultsDir}/mobile-menu-phone.png` });
    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await menu.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL('**/loggedout');
    await page.getByRole('heading', { name: 'You have logged out' }).waitFor();
    await page.goto(`${sim.url}/`);
    await page.waitForURL('**/authentalink');
  });

  it('form-choice modal: read to the end (1 px tolerance), read/not-yet footer, cancel and confirm on /form-selection', async ({
    page,
    context,
  }) => {
    await acceptAgreements(context, sim);
    // An institution message override (config/preload.json) makes the W-9 introduction long.
    const long = Array.from({ length: 40 }, (_, i) => `Instruction ${i + 1}: read this before you start.`).join(' ');
    await page.route('**/api/config/preload.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ messages: { 'formIntroduction.w9_2024': long } }),
      }),
    );
    await signInAs(page, sim, { customer: 'CUST-1002' });
    const card = page.getByRole('article', { name: 'Form W-9' });
    await card.getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name: 'Form W-9' });
    await dialog.waitFor();
    expect(page.url()).toMatch(/\/form-selection$/);
    await dialog.getByText('Rev. March 2024').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Continue' });
    await dialog.getByText('Not yet read to the end.').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await expectAccessible(page, 'form-choice modal');
    await screenshots(page, 'form-choice-modal', false);
    // Within 1 px of the end counts as read.
    const box = dialog.getByRole('region', { name: 'Instructions' });
    // 2 px short of the end: once the page has handled the scroll and drawn twice, Continue is still disabled.
    await box.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          el.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
          });
          el.scrollTo(0, el.scrollHeight - el.clientHeight - 2);
        }),
    );
    expect(await confirm.isDisabled()).toBe(true);
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight - el.clientHeight - 1));
    await dialog.getByText('You have read all the instructions.').waitFor();
    // Cancel closes it and stays on /form-selection.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/form-selection$/);
    // Confirm creates the form.
    await card.getByRole('button', { name: 'Start' }).click();
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await confirm.click();
    await page.waitForURL(/\/forms\/w9_2024\/\d+$/);
  });

  it('forms-add-unexpected-failure', async ({ page, context, allow }) => {
    allow(/status of 500/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { customer: 'CUST-1002', scenario: 'forms-add-unexpected-failure' });
    await page.getByRole('article', { name: 'Form W-9' }).getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog', { name: 'Form W-9' }).getByRole('button', { name: 'Continue' }).click();
    // A notification bar: 'code - message', closable.
    const notice = page
      .getByRole('alert')
      .filter({ hasText: '-9999 - Sorry, there was an unexpected error communicating with our servers' });
    await notice.waitFor();
    await expectAccessible(page, 'notification bar');
    await page.getByRole('button', { name: 'Close notification' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('forms-add-network-error', async ({ page, context, allow }) => {
    allow(/ERR_EMPTY_RESPONSE|Failed to load resource/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { customer: 'CUST-1002', scenario: 'forms-add-network-error' });
    await page.getByRole('article', { name: 'Form W-9' }).getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog', { name: 'Form W-9' }).getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          '502 - Something went wrong during sending request to the server. Please check your internet connection or try again later.',
      })
      .waitFor({ timeout: 15_000 });
  });

  it('header-help-no-logout', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'header-help-no-logout' });
    const help = page.getByRole('banner').getByRole('link', { name: 'Help' });
    await help.waitFor();
    expect(await help.getAttribute('href')).toBe('https://bank.example/help');
    expect(await page.getByRole('link', { name: 'Log out' }).count()).toBe(0);
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Form selection' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Log out' }).count()).toBe(0);
  });

  it('asks before leaving a form with unchecked changes', async ({ page, context }) => {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { customer: 'CUST-1002' });
    await page.getByRole('article', { name: 'Form W-9' }).getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog', { name: 'Form W-9' }).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/forms\/w9_2024\/\d+$/);
    const formUrl = page.url();
    await page.getByLabel(/Name of entity\/individual/).fill('Jane Doe');
    const messages: string[] = [];
    /** Does `act`, answering the leave prompt it raises with Cancel (waited on together, so neither is left unhandled). */
    const dismissingPrompt = (act: () => Promise<unknown>) =>
      Promise.all([
        page.waitForEvent('dialog').then(async (dialog) => {
          messages.push(dialog.message());
          await dialog.dismiss();
        }),
        act(),
      ]);
    await dismissingPrompt(() => page.getByRole('link', { name: 'Tax self-certification' }).click());
    expect(messages).toEqual(['Are you sure you want to leave this page?']);
    expect(page.url()).toBe(formUrl);
    // The browser's Back button asks too; dismissing keeps the form and its answers.
    await dismissingPrompt(() => page.evaluate(() => window.history.back()));
    expect(messages).toHaveLength(2);
    expect(page.url()).toBe(formUrl);
    expect(await page.getByLabel(/Name of entity\/individual/).inputValue()).toBe('Jane Doe');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Tax self-certification' }).click();
    await page.waitForURL('**/form-selection');
  });
  it("an institution's brand at run time: name, logo, colours, copyright and page title (ADR 045)", async ({
    page,
    context,
  }) => {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'institution' });
    const home = page.getByRole('link', { name: 'Nordbank Tax self-certification' });
    await home.waitFor();
    expect(await home.locator('img').getAttribute('src')).toBe('/__sim/brand/logo.svg');
    expect(await page.title()).toBe('Tax self-certification · Nordbank');
    await page.getByText(/© \d{4} Nordbank AG\. All rights reserved\./).waitFor();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--c-primary'),
    );
    expect(primary.trim()).toBe('#1d5c3a');
    await screenshots(page, 'brand-institution');
  });
});
