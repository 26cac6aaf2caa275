import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInAs } from './shared';
import type { RunningSimulator } from './simulator';

/** The crsiw8ben group in the browser: start it, complete its two forms, confirm and certify. */
export const GROUP = 'CRS Individual and Form W-8BEN';
export const CRS_TIN = 'FR-2941-7730';
export const FOREIGN_TIN = '1 80 04 75 002 001';

/** Opens the crsiw8ben group from form selection (POST formgroups) and waits for its screen. */
export async function startGroup(page: Page, sim: RunningSimulator, scenario = 'group-crsiw8ben'): Promise<void> {
  await signInAs(page, sim, { scenario });
  const card = page.getByRole('article', { name: GROUP });
  // Group cards show only once an account is selected (app-shell.md §2).
  expect(await card.count()).toBe(0);
  await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Brokerage account ••4821' });
  await card.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('dialog', { name: GROUP }).getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/forms\/groups\/crsiw8ben\/\d+$/);
  await page.getByRole('heading', { level: 1, name: GROUP }).waitFor();
}

/** Chooses a country in a jurisdiction dropdown by searching for it. */
export async function chooseCountry(scope: Locator, page: Page, label: RegExp, country: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

export const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * W-8BEN line 3 is a permanent residence outside the US: Jane's pre-filled US address (her record's FATCA
 * address) gives way to one in Berlin; and a US citizen gives Form W-9, so her record's US
 * citizenship (line 2) gives way to German. `scope`: the form's panel, or the page's body for a form alone.
 */
export async function residenceInGermany(scope: Locator): Promise<void> {
  await scope.locator('#q-citizenship-country').click();
  await scope.page().getByRole('combobox', { name: 'Search countries' }).fill('Germany');
  await scope.page().getByRole('option', { name: 'Germany', exact: true }).click();
  await scope.locator('#q-address-line1').fill('Unter den Linden 1');
  await scope.locator('#q-address-line3').fill('Berlin');
  await scope.locator('#q-address-line4').fill('');
  await scope.locator('#q-address-postalCode').fill('10117');
  await scope.locator('#q-address-country').click();
  await scope.page().getByRole('combobox', { name: 'Search countries' }).fill('Germany');
  await scope.page().getByRole('option', { name: 'Germany', exact: true }).click();
}

/** Answers what the W-8BEN's rules ask for beyond the pre-filled record (its tab must be open). */
export async function completeW8ben(panel: Locator): Promise<void> {
  await residenceInGermany(panel);
  await panel.getByRole('textbox', { name: /Foreign tax identifying number/ }).fill(FOREIGN_TIN);
  await panel
    .getByRole('radiogroup', { name: 'Are you claiming tax treaty benefits?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await panel.getByRole('checkbox', { name: /I certify that I have the capacity to sign/ }).check();
  await panel.getByRole('textbox', { name: 'Name of signer' }).fill('Jane Doe');
}

/** Answers what the CRS-I's rules ask for beyond the pre-filled record (its tab must be open). */
export async function completeCrsi(panel: Locator, page: Page): Promise<void> {
  await chooseCountry(panel, page, /^Country\/jurisdiction of residence/, 'France');
  await panel.getByRole('textbox', { name: 'TIN', exact: true }).fill(CRS_TIN);
  await panel.getByRole('textbox', { name: 'Name of signer' }).fill('Jane Doe');
}

/** Completes both forms of the group, the CRS-I then the W-8BEN (whose tab stays open); the panel. */
export async function completeBothForms(page: Page): Promise<Locator> {
  const panel = page.getByRole('tabpanel');
  await completeCrsi(panel, page);
  await page.getByRole('tab', { name: /^Form W-8BEN/ }).click();
  await completeW8ben(panel);
  return panel;
}

/** Confirms the group in the confirmation dialog and certifies it. */
export async function confirmAndCertify(page: Page): Promise<void> {
  const confirmation = page.getByRole('dialog', { name: 'Review your forms' });
  await confirmation.getByLabel(/I confirm that I have reviewed every form/).check();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  const text = page.getByRole('dialog', { name: 'Certification' }).getByRole('region', { name: 'Certification text' });
  await text.getByRole('heading', { name: 'Form W-8BEN' }).waitFor();
  await text.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await page.getByRole('dialog', { name: 'Certification' }).getByRole('button', { name: 'Certify' }).click();
}
