import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { residenceInGermany } from './groups';
import {
  certifyIn,
  checkCleanIn,
  confirmReviewIn,
  localized,
  signAsIn,
  signInIn,
  startLocalizedForm,
  toCertifiedIn,
} from './localized';
import type { RunningSimulator } from './simulator';

/**
 * The English journeys' steps (W-9, W-8BEN): the steps of ./localized.ts in English, and the answers of Jane Doe's
 * forms. `downloadPdf` is the one of ./localized.ts.
 */
export { downloadPdf } from './localized';

const en = localized('en');

/** Jane Doe's SSN in the simulator's TIN-matching fixture (not sequential, not one repeated digit). */
export const JANE_TIN = '521447812';

/**
 * From form selection: chooses the brokerage account, starts the form of the card `card` (e.g. 'Form W-9')
 * and continues past its introduction. Resolves on the open form; returns its id.
 */
export async function startForm(page: Page, card: string, formType: string): Promise<number> {
  await page
    .getByRole('combobox', { name: en.say('formSelection.account') })
    .selectOption({ label: 'Brokerage account ••4821' });
  const id = await startLocalizedForm(page, en, card, formType);
  await page.getByRole('heading', { level: 1, name: card, exact: true }).waitFor();
  return id;
}

/** Fills a new W-9 for Jane Doe: answers that pass every check, unless `tin` is one that does not. */
export async function fillW9(page: Page, tin = JANE_TIN): Promise<void> {
  await page.getByLabel(/Name of entity\/individual/).fill('Jane Doe');
  await page.getByLabel(/^Line 5 Address \(number, street/).fill('1 Main Street');
  await page.getByLabel(/City$/).fill('Springfield');
  await page.getByLabel(/State$/).fill('IL');
  await page.getByLabel(/ZIP code$/).fill('62701');
  await page.getByLabel('Name of signer').fill('Jane Doe');
  await page
    .getByRole('group', { name: /Taxpayer identification number/ })
    .getByRole('textbox')
    .first()
    .fill(tin);
}

/** Starts a W-8BEN for Jane Doe and completes what her record does not pre-fill (`expect`: the test's own). */
export async function fillW8ben(page: Page, expect: ExpectStatic): Promise<number> {
  const id = await startForm(page, 'Form W-8BEN', 'w8ben_2021');
  // Pre-filled from Jane's record: name, citizenship, address, date of birth; line 3 must be outside the US.
  await expect
    .poll(() => page.getByLabel(/Name of individual who is the beneficial owner/).inputValue())
    .toBe('Jane Doe');
  await residenceInGermany(page.locator('body'));
  await page.getByRole('textbox', { name: /^Line 6a Foreign tax identifying number/ }).fill('FR-88 123 456');
  await page
    .getByRole('radiogroup', { name: 'Are you claiming tax treaty benefits?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel(/I certify that I have the capacity to sign/).check();
  await page.getByLabel('Name of signer').fill('Jane Doe');
  return id;
}

/** Presses Check and waits for a clean result: Sign and submit is offered. */
export const checkClean = (page: Page): Promise<void> => checkCleanIn(page, en);

/** From a form checked clean: Sign and submit, the review confirmed and the text certified (then the PIN or the sign dialog). */
export const toSignDialog = (page: Page): Promise<void> => toCertifiedIn(page, en);

/** In the open confirmation dialog: ticks the review box and confirms. */
export const confirmReview = (page: Page): Promise<void> => confirmReviewIn(page, en);

/** In the open certification dialog: reads the text to the end and certifies. */
export const certify = (page: Page): Promise<void> => certifyIn(page, en);

/** In the open signing dialog: types the printed name and signs. */
export const sign = (page: Page, printName: string): Promise<void> => signAsIn(page, en, printName);

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const signAndSubmit = (page: Page) => page.getByRole('button', { name: 'Sign and submit' });

/** Waits until no dialog is open. */
export async function noDialog(page: Page): Promise<void> {
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
}

/** Signs Jane Doe in past the agreements, on a scenario (default: the suite's). */
export const signInJane = (page: Page, sim: RunningSimulator, scenario?: string): Promise<void> =>
  signInIn(page, sim, en, 'CUST-1001', scenario);

/** Signs in (optionally on a scenario), opens a new W-9, fills it and checks it clean. Returns its id. */
export async function checkedW9(page: Page, sim: RunningSimulator, scenario?: string): Promise<number> {
  await signInJane(page, sim, scenario);
  const id = await startForm(page, 'Form W-9', 'w9_2024');
  await fillW9(page);
  await checkClean(page);
  return id;
}
