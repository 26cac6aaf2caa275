import { loadDefinition } from '@taxcert/forms';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, type ExpectStatic } from 'vitest';
import { resultsDir, screenshotsWanted } from './results';
import { apiCalls } from './form-api';
import { downloadPdf } from './localized';
import { acceptAgreements, desktop, openUploadDialog, phone, pickFiles, signInAs } from './shared';
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

type Data = Record<string, Record<string, unknown>>;

/**
 * Signs Jane in on `scenario` and, by the calls the group screen makes (no page yet), adds the crsiw8ben group and
 * saves each form's sample answers with its Check (`validate`; each must pass), then — `certified` — confirms and
 * certifies the group; opens the group's screen. For a test about what comes after the forms are filled: the
 * filling itself is walked in the first test of form-group.e2e.ts. Returns the group's URL and the W-8BEN's TIN.
 */
export async function answeredGroup(
  page: Page,
  sim: RunningSimulator,
  scenario: string,
  upTo: 'checked' | 'certified',
): Promise<{ url: string; foreignTin: string }> {
  await acceptAgreements(page.context(), sim);
  await signInAs(page, sim, { scenario, landsOn: null });
  const call = apiCalls(page.context(), sim);
  const { formGroupId } = (await call('POST', '/formgroups', {
    isOnline: true,
    accountId: 5001,
    formTypes: ['crsi_2024', 'w8ben_2021'],
  })) as { formGroupId: number };
  const group = (await call('GET', `/formgroups/${formGroupId}`)) as { forms: { formType: string; data: Data }[] };
  const answers: Data = {};
  for (const { formType, data } of group.forms) {
    const definition = await loadDefinition(formType);
    if (!definition?.sampleAnswers) throw new Error(`No sample answers for ${formType}`);
    const sample = definition.sampleAnswers(data as never, 'Jane Doe') as Data;
    answers[formType] = sample;
    const result = (await call('POST', `/formgroups/${formGroupId}/${formType}/validate`, sample)) as {
      rejections: unknown[];
    };
    if (result.rejections.length > 0) throw new Error(`${formType}'s sample answers: ${JSON.stringify(result)}`);
  }
  if (upTo === 'certified') {
    await call('PUT', `/formgroups/${formGroupId}/confirm`, { data: answers });
    await call('POST', `/formgroups/${formGroupId}/certify`);
  }
  const url = `${sim.url}/forms/groups/crsiw8ben/${formGroupId}`;
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: GROUP }).waitFor();
  return { url, foreignTin: String((answers.w8ben_2021?.foreignTin as { tin?: string } | undefined)?.tin) };
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

/** A GET the page makes (its cookies, X-Requested-With): the parsed JSON answer. */
export const fromPage = (page: Page, path: string): Promise<unknown> =>
  page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    return (await res.json()) as unknown;
  }, path);

/** The saved answers of the open group's form `formType` (GET formgroups/{id} from the page). */
export async function savedMember(page: Page, formType: string): Promise<Record<string, unknown>> {
  const id = /\/(\d+)$/.exec(page.url())?.[1];
  const group = (await fromPage(page, `/api/formgroups/${id}`)) as { forms: { formType: string; data: object }[] };
  return { ...group.forms.find((form) => form.formType === formType)?.data };
}

/**
 * On the group's success page: downloads each form's PDF with its button (`Download PDF (<title>)`), checks its file
 * name (`<formType>-<formId>.pdf`) and returns its text (whitespace folded) by form type.
 */
export async function downloadsPerForm(page: Page): Promise<Record<'crsi_2024' | 'w8ben_2021', string>> {
  const texts = { crsi_2024: '', w8ben_2021: '' };
  for (const [formType, title] of [
    ['crsi_2024', 'CRS Individual Self-Certification'],
    ['w8ben_2021', 'Form W-8BEN'],
  ] as const) {
    const pdf = await downloadPdf(page, () => page.getByRole('button', { name: `Download PDF (${title})` }).click());
    expect(pdf.name).toMatch(new RegExp(`^${formType}-\\d+\\.pdf$`));
    texts[formType] = pdf.text;
  }
  return texts;
}

/** In the group's supporting-documents section: uploads passport.pdf as a Passport; resolves once it is listed. */
export async function uploadPassport(page: Page, expect: ExpectStatic): Promise<void> {
  const docs = page.getByRole('region', { name: 'Supporting documents' });
  await docs.getByText('No documents uploaded yet.').waitFor();
  const dialog = await openUploadDialog(page, docs);
  await pickFiles(page, () => dialog.getByRole('button', { name: 'Choose files' }).click(), {
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%group\n'),
  });
  await dialog.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Passport' });
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect
    .poll(() => dialog.getByRole('progressbar', { name: 'Upload of passport.pdf' }).getAttribute('value'))
    .toBe('100');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await docs.getByText('passport.pdf', { exact: true }).waitFor();
}

/** When screenshots are wanted (results.ts): each element scrolled to the middle, at 1280 and 390 px (NAME-desktop.png …). */
export async function screenshotsAt(page: Page, shots: [Locator, string][]): Promise<void> {
  if (!screenshotsWanted) return;
  for (const [label, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(size);
    for (const [element, name] of shots) {
      await element.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: join(resultsDir, `${name}-${label}.png`) });
    }
  }
  await page.setViewportSize(desktop);
}
