import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { pdfText } from './pdf';
import { resultsDir } from './results';
import { residenceInGermany } from './groups';
import { acceptAgreements, signInAs } from './shared';
import type { RunningSimulator } from './simulator';

/** Jane Doe's SSN in the simulator's TIN-matching fixture (not sequential, not one repeated digit). */
export const JANE_TIN = '521447812';

/**
 * From form selection: chooses the brokerage account, starts the form of the card `card` (e.g. 'Form W-9')
 * and continues past its introduction. Resolves on the open form; returns its id.
 */
export async function startForm(page: Page, card: string, formType: string): Promise<number> {
  await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Brokerage account ••4821' });
  await page.getByRole('article', { name: card, exact: true }).getByRole('button', { name: 'Start' }).click();
  const intro = page.getByRole('dialog', { name: card, exact: true });
  const proceed = intro.getByRole('button', { name: 'Continue' });
  // A long introduction is read to the end first.
  await intro.getByRole('region').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await intro.locator('button:not([disabled])', { hasText: 'Continue' }).waitFor();
  await proceed.click();
  await page.waitForURL(new RegExp(`/forms/${formType}/\\d+$`));
  await page.getByRole('heading', { level: 1, name: card, exact: true }).waitFor();
  return Number(/\/(\d+)$/.exec(page.url())?.[1]);
}

/** Fills a new W-9 for Jane Doe with answers that pass every check. */
export async function fillW9(page: Page): Promise<void> {
  await page.getByLabel(/Name of entity\/individual/).fill('Jane Doe');
  await page.getByLabel(/^Line 5 Address \(number, street/).fill('1 Main Street');
  await page.getByLabel(/City$/).fill('Springfield');
  await page.getByLabel(/State$/).fill('IL');
  await page.getByLabel(/ZIP code$/).fill('62701');
  await page.getByLabel('Name of signer').fill('Jane Doe');
  await page.getByRole('group', { name: /Taxpayer identification number/ }).getByRole('textbox').first().fill(JANE_TIN);
}

/** Starts a W-8BEN for Jane Doe and completes what her record does not pre-fill (`expect`: the test's own). */
export async function fillW8ben(page: Page, expect: ExpectStatic): Promise<number> {
  const id = await startForm(page, 'Form W-8BEN', 'w8ben_2021');
  // Pre-filled from Jane's record: name, citizenship, address, date of birth; line 3 must be outside the US.
  await expect.poll(() => page.getByLabel(/Name of individual who is the beneficial owner/).inputValue()).toBe('Jane Doe');
  await residenceInGermany(page.locator('body'));
  await page.getByRole('textbox', { name: /^Line 6a Foreign tax identifying number/ }).fill('FR-88 123 456');
  await page.getByRole('radiogroup', { name: 'Are you claiming tax treaty benefits?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByLabel(/I certify that I have the capacity to sign/).check();
  await page.getByLabel('Name of signer').fill('Jane Doe');
  return id;
}

/** Presses Check and waits for a clean result: Sign and submit is offered. */
export async function checkClean(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('region', { name: 'Results' }).getByText('No problems found').waitFor();
  await page.getByRole('button', { name: 'Sign and submit' }).waitFor();
}

/** From a form checked clean: Sign and submit, the review confirmed and the text certified; the sign dialog is open. */
export async function toSignDialog(page: Page): Promise<void> {
  await signAndSubmit(page).click();
  await confirmReview(page);
  await certify(page);
}

/** In the open confirmation dialog: ticks the review box and confirms. */
export async function confirmReview(page: Page): Promise<void> {
  const confirmation = page.getByRole('dialog', { name: 'Review your form' });
  await confirmation.getByLabel(/I confirm that I have reviewed/).check();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await confirmation.waitFor({ state: 'detached' });
}

/** In the open certification dialog: reads the text to the end and certifies. */
export async function certify(page: Page): Promise<void> {
  const certification = page.getByRole('dialog', { name: 'Certification' });
  await certification.getByRole('region', { name: 'Certification text' }).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  const button = certification.getByRole('button', { name: 'Certify' });
  await button.waitFor();
  await certification.locator('button:not([disabled])', { hasText: 'Certify' }).waitFor();
  await button.click();
  await certification.waitFor({ state: 'detached' });
}

/** In the open signing dialog: types the printed name and signs. */
export async function sign(page: Page, printName: string): Promise<void> {
  const signing = page.getByRole('dialog', { name: 'Sign the form' });
  await signing.getByLabel('Printed name').fill(printName);
  await signing.getByRole('button', { name: 'Sign' }).click();
}

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const signAndSubmit = (page: Page) => page.getByRole('button', { name: 'Sign and submit' });

/** Waits until no dialog is open. */
export async function noDialog(page: Page): Promise<void> {
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
}

/** Signs Jane Doe in past the agreements, on a scenario (default: the suite's). */
export async function signInJane(page: Page, sim: RunningSimulator, scenario?: string): Promise<void> {
  await acceptAgreements(page.context(), sim);
  await signInAs(page, sim, scenario ? { scenario } : {});
}

/** Signs in (optionally on a scenario), opens a new W-9, fills it and checks it clean. Returns its id. */
export async function checkedW9(page: Page, sim: RunningSimulator, scenario?: string): Promise<number> {
  await signInJane(page, sim, scenario);
  const id = await startForm(page, 'Form W-9', 'w9_2024');
  await fillW9(page);
  await checkClean(page);
  return id;
}

/** Saves the download a click starts; returns its file name and text. */
export async function downloadPdf(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = join(resultsDir, `signing-${randomUUID()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return { name: download.suggestedFilename(), text: pdfText(file).replace(/\s+/g, ' ') };
}
