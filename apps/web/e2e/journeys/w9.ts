import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  EVERY_BLOCK_RENDERED,
  expectAccessible,
  pdfText,
  renderEveryBlock,
  resultsDir,
  screenshotsWanted,
  signIn,
  type SimulatorSuite,
} from '../support';
import { fillW9, JANE_TIN } from '../support/forms';
import { smallTapTargets } from '../support/tap-targets';

const SEQUENTIAL_TIN = '123456789';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/**
 * The checked W-9's height at 390 px (question cards, the clean results above them): 4,950 px before the
 * phone pass, 4,085 after it (long hints folded, cards and questions closer). What is left is each control at
 * 44 px, the IRS's own labels (line 3a's seven boxes), three read-only lines of Part II, the header, the results
 * and the supporting documents; 3 % of headroom.
 */
const W9_PHONE_HEIGHT = 4_200;

/** Desktop and phone screenshots: the whole page, and what the phone shows first. */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  for (const [label, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: join(resultsDir, `${name}-${label}.png`),
      fullPage: true,
      style: EVERY_BLOCK_RENDERED,
    });
    if (label === 'phone') await page.screenshot({ path: join(resultsDir, `${name}-${label}-viewport.png`) });
  }
  await page.setViewportSize(desktop);
}

/** A dialog as the user sees it, on both sizes. */
async function dialogShots(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  for (const [label, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(resultsDir, `${name}-${label}.png`) });
  }
  await page.setViewportSize(desktop);
}

export function w9Journey({ it, sim }: SimulatorSuite): void {
  it('W-9 journey: signs in by link, completes, checks, certifies, signs, submits and downloads a W-9', async ({
    page,
    allow,
    expect,
  }) => {
    // Sign in by the e-mailed link.
    await signIn(page, sim);

    // Form selection: the decrypted customer name, the account dropdown (two accounts), the W-9 card.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Jane Doe');
    const w9Card = page.getByRole('article', { name: 'Form W-9' });
    const start = w9Card.getByRole('button', { name: 'Start' });
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Brokerage account ••4821' });
    expect(await start.isEnabled()).toBe(true);
    await page.getByRole('banner').getByText('Brokerage account ••4821', { exact: true }).waitFor();
    // The logo link reads "Tax self-certification" (its mark's letter is decoration, not text).
    expect(await page.getByRole('banner').getByRole('link').first().innerText()).toBe('Tax self-certification');
    await screenshots(page, 'form-selection');

    // The form opens.
    await start.click();
    // The form-choice modal: the W-9 introduction fits, so Continue is enabled at once.
    await page.getByRole('dialog', { name: 'Form W-9' }).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/forms\/w9_2024\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Form W-9' }).waitFor();
    // After the route change focus is on the new page's heading, not the document body.
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe('H1 Form W-9');

    // Fill in name, address and signer, with a sequential (invalid) TIN: typing (or pasting) nine digits into the
    // first box of the segmented TIN input fills every box.
    await fillW9(page, SEQUENTIAL_TIN);
    const tin = page
      .getByRole('group', { name: /Taxpayer identification number/ })
      .getByRole('textbox')
      .first();
    // The client shows the engine's error once the field was edited.
    await page.getByText('A taxpayer identification number cannot be a run of consecutive digits').first().waitFor();
    await screenshots(page, 'form');

    // Check: the server rejects the TIN; focus goes to that first problem; the rejection says what to do,
    // then "Fix this" to the field, its code secondary (ADR 022).
    await page.getByRole('button', { name: 'Check' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await results.waitFor();
    const finding = results.getByRole('listitem').filter({ hasText: 'E-USTIN-TIN-SEQUENTIAL' });
    const rejection = finding.getByRole('link', { name: /^Fix this/ });
    await rejection.waitFor();
    await expect.poll(() => tin.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await finding.locator('p').first().textContent()).toMatch(
      /^A taxpayer identification number cannot be a run of consecutive digits/,
    );
    expect(await page.getByRole('button', { name: 'Sign and submit' }).count()).toBe(0);
    await screenshots(page, 'form-rejected');
    await rejection.click();
    await expect.poll(() => tin.evaluate((el) => el === document.activeElement)).toBe(true);

    // Fix the TIN: the answers are now newer than the result.
    await tin.fill(JANE_TIN);
    await page.getByText('Press Check to check them again').waitFor();
    await page.getByRole('button', { name: 'Check' }).click();
    await results.getByText('No problems found').waitFor();
    expect(await results.getByRole('link', { name: /^Fix this/ }).count()).toBe(0);
    const signAndSubmit = page.getByRole('button', { name: 'Sign and submit' });
    await signAndSubmit.waitFor();
    expect(await page.getByRole('button', { name: 'Check' }).count()).toBe(0);
    // The IRS TIN match of the simulator's fixture shows at the TIN, in green (tinMatched: true).
    await page
      .getByRole('status')
      .filter({ hasText: 'This taxpayer identification number matches the IRS records.' })
      .waitFor();
    await screenshots(page, 'form-checked');
    // On a 390 px phone the checked W-9 (question cards) is at most W9_PHONE_HEIGHT px tall, every
    // control of the form is a 44 px tap target, and axe finds nothing serious.
    await page.setViewportSize(phone);
    await page.locator('[data-layout="stacked"]').waitFor();
    // Polled: the page re-renders for the phone (long hints fold) just after the resize. Measured with every
    // block rendered: one away from the screen would count at its estimated height (ADR 108).
    const rendered = await renderEveryBlock(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
      .toBeLessThanOrEqual(W9_PHONE_HEIGHT);
    await rendered();
    expect(await smallTapTargets(page.locator('main'))).toEqual([]);
    await expectAccessible(page, 'the checked W-9 at 390 px');
    await page.setViewportSize(desktop);

    // Confirmation: the preview and the review box gate Confirm.
    await signAndSubmit.click();
    const confirmation = page.getByRole('dialog', { name: 'Review your form' });
    await confirmation.waitFor();
    await confirmation.locator('iframe[title="Preview of the completed form (PDF)"]').waitFor();
    await dialogShots(page, 'dialog-confirmation');
    const confirm = confirmation.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await confirmation.getByLabel(/I confirm that I have reviewed/).check();
    await confirm.click();

    // Certification: Certify once the text has been read to the end.
    const certification = page.getByRole('dialog', { name: 'Certification' });
    await certification.waitFor();
    await certification.getByText('Under penalties of perjury, I certify that:').waitFor();
    await dialogShots(page, 'dialog-certification');
    const text = certification.getByRole('region', { name: 'Certification text' });
    await text.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const certify = certification.getByRole('button', { name: 'Certify' });
    await expect.poll(() => certify.isEnabled()).toBe(true);
    await certify.click();

    // Signing: a printed name that does not match keeps the dialog open with the message.
    const signing = page.getByRole('dialog', { name: 'Sign the form' });
    await signing.waitFor();
    expect(await signing.getByLabel('Date').inputValue()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    allow(/status of 422/);
    await signing.getByLabel('Printed name').fill('John Smith');
    await signing.getByRole('button', { name: 'Sign' }).click();
    await signing.getByText('The printed name does not match the name of the signer on the form.').waitFor();
    await dialogShots(page, 'dialog-signing-mismatch');
    await signing.getByLabel('Printed name').fill('Jane Doe');
    await signing.getByRole('button', { name: 'Sign' }).click();

    // Success, then the signed PDF.
    await page.waitForURL(/\/forms\/w9_2024\/\d+\/success$/);
    await page.getByRole('heading', { level: 1, name: 'Your form has been submitted' }).waitFor();
    await page.getByText('Rev. March 2024').waitFor();
    await screenshots(page, 'success');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^w9_2024-\d+\.pdf$/);
    const file = join(resultsDir, download.suggestedFilename());
    await download.saveAs(file);
    // Whitespace-normalised: the PDF sets "Form" above "W-9", as the IRS header does, with the title beside them
    // (the text extraction may read the title's first line between the two).
    const pdf = pdfText(file).replace(/\s+/g, ' ');
    expect(pdf).toMatch(/Form (?:\S+ ){0,12}W-9/);
    expect(pdf).toContain('Jane Doe');
    expect(pdf).toContain(JANE_TIN.slice(-4));
  });
}
