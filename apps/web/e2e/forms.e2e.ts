import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptAgreements, expectAccessible, phone, screenshots, signInAs, useSharedSimulator, withSession, type RunningSimulator } from './support';
import { fillW9 } from './support/forms';

/**
 * The form screen's two display modes (online config `formDisplayMode`, scenarios display-irs and
 * display-stacked): W-9, W-8BEN and CRS-I completed and checked in each, the repeater and the clearing of
 * hidden answers, Stacked at phone width, and an axe check of W-9, W-8BEN and CRS-I in both modes.
 */
const modes = [
  { scenario: 'display-irs', mode: 'Irs' },
  { scenario: 'display-stacked', mode: 'Stacked' },
] as const;

const forms = {
  w9: { card: 'Form W-9', path: /\/forms\/w9_2024\/\d+$/, firstPart: 'Taxpayer Identification Number (TIN)' },
  w8ben: { card: 'Form W-8BEN', path: /\/forms\/w8ben_2021\/\d+$/, firstPart: 'Identification of Beneficial Owner' },
  crsi: { card: 'CRS Individual Self-Certification', path: /\/forms\/crsi_2024\/\d+$/, firstPart: 'Identification of Individual Account Holder' },
} as const;

describe.concurrent('form display modes', () => {
  let sim!: RunningSimulator;
  let browser!: Browser;
  useSharedSimulator('default', (started, shared) => {
    sim = started;
    browser = shared;
  });

  /** Signs Jane Doe in on `scenario` and opens a new form of the given kind for her brokerage account. */
  async function openForm(page: Page, context: BrowserContext, scenario: string, form: (typeof forms)[keyof typeof forms]) {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario });
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Brokerage account ••4821' });
    await page.getByRole('article', { name: form.card, exact: true }).getByRole('button', { name: 'Start' }).click();
    const choice = page.getByRole('dialog', { name: form.card });
    await choice.getByRole('region', { name: 'Instructions' }).evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await choice.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(form.path);
    await page.getByRole('heading', { level: 1, name: form.card }).waitFor();
  }

  /** The first part of the form as the mode shows it: a heading bar (Irs), or a question card's button (Stacked). */
  async function expectLayout(page: Page, mode: 'Irs' | 'Stacked', partTitle: string) {
    const bar = page.getByRole('heading', { level: 2, name: new RegExp(`^Part (I|1) ${escape(partTitle)}$`) });
    const card = page.getByRole('button', { name: new RegExp(`^Part (I|1) — ${escape(partTitle)}`) });
    if (mode === 'Irs') {
      await bar.waitFor();
      expect(await card.count()).toBe(0);
    } else {
      await card.waitFor();
      expect(await card.getAttribute('aria-expanded')).toBe('true');
      expect(await bar.count()).toBe(0);
    }
  }

  async function chooseCountry(page: Page, field: Locator, name: string) {
    await field.click();
    await page.getByRole('combobox', { name: 'Search countries' }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }

  async function checkWithoutRejections(page: Page) {
    await page.getByRole('button', { name: 'Check' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByText('No problems found. You can now sign and submit the form.').waitFor();
    expect(await results.getByRole('link', { name: /^E-/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign and submit' }).waitFor();
  }

  for (const { scenario, mode } of modes) {
    it(`${scenario}: completes a W-8BEN pre-filled from the customer record and checks it without rejections`, async () => {
      await withSession(browser, async ({ page, context }) => {
        await openForm(page, context, scenario, forms.w8ben);
        await expectLayout(page, mode, forms.w8ben.firstPart);
        // Pre-filled from Jane Doe's record: name, address and date of birth.
        expect(await page.getByLabel('Line 1 Name of individual who is the beneficial owner').inputValue()).toBe('Jane Doe');
        expect(await page.getByLabel('Line 3 Address (number, street, and apt. or suite no.)').inputValue()).toBe('1 Main Street');
        expect(await page.getByRole('group', { name: 'Line 8 Date of birth' }).getByRole('combobox', { name: 'Year' }).inputValue()).toBe('1980');

        await page.getByLabel('Line 6a Foreign tax identifying number (see instructions)').fill('29475618301');
        await page.getByRole('radiogroup', { name: /claiming tax treaty benefits/ }).getByRole('radio', { name: 'No' }).check();
        await page.getByLabel(/I certify that I have the capacity to sign/).check();
        await page.getByLabel('Name of signer').fill('Jane Doe');
        await checkWithoutRejections(page);
        await screenshots(page, `forms-${scenario}-w8ben-checked`);
        const hide = page.getByRole('button', { name: 'Hide the results' });
        if (mode === 'Irs') {
          // Irs: the results panel above the form collapses and expands.
          await hide.click();
          await page.getByRole('region', { name: 'Results' }).waitFor({ state: 'hidden' });
          await page.getByRole('button', { name: 'Show the results of the last check' }).click();
          await page.getByRole('region', { name: 'Results' }).waitFor();
        } else {
          // Stacked: a side column, always shown.
          expect(await hide.count()).toBe(0);
        }
      });
    });

    it(`${scenario}: completes a W-9 and checks it without rejections`, async () => {
      await withSession(browser, async ({ page, context }) => {
        await openForm(page, context, scenario, forms.w9);
        await expectLayout(page, mode, forms.w9.firstPart);
        await fillW9(page);
        await checkWithoutRejections(page);
      });
    });

    it(`${scenario}: completes a CRS-I, adds and removes a tax residence, clears a hidden answer and links a rejection to its item's field`, async ({ expect }) => {
      await withSession(browser, async ({ page, context }) => {
        await openForm(page, context, scenario, forms.crsi);
        await expectLayout(page, mode, forms.crsi.firstPart);
        expect(await page.getByLabel('First or given name').inputValue()).toBe('Jane');
        expect(await page.getByLabel('Last or family name').inputValue()).toBe('Doe');

        const residences = page.getByRole('group', { name: 'Countries or jurisdictions of tax residence' });
        const first = residences.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tax residence 1' }) });
        await chooseCountry(page, first.getByRole('combobox', { name: /^Country\/jurisdiction of residence/ }), 'United States of America');

        // Neither a TIN nor a reason: the rejection inside the item links to that item's field, and lands there.
        await page.getByLabel('Name of signer').fill('Jane Doe');
        await page.getByRole('button', { name: 'Check' }).click();
        await page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /^E-TAXRESIDENCES-TAXRESIDENCES-/ }).first().click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^q-taxResidences-taxResidences-0-\w+$/);

        // A hidden answer is cleared: reason B asks for an explanation; another reason hides it, and
        // choosing B again shows it empty.
        const reasons = first.getByRole('radiogroup', { name: 'If no TIN is available, the reason' });
        await reasons.getByRole('radio', { name: /^Reason B/ }).check();
        const explanation = first.getByRole('textbox', { name: /explain/i });
        await explanation.fill('My TIN has not been issued yet.');
        await reasons.getByRole('radio', { name: /^Reason A/ }).check();
        await explanation.waitFor({ state: 'detached' });
        await reasons.getByRole('radio', { name: /^Reason B/ }).check();
        expect(await explanation.inputValue()).toBe('');
        await reasons.getByRole('radio', { name: /^Reason A/ }).check();
        await explanation.waitFor({ state: 'detached' });

        // The repeater: add a second residence, then remove it.
        await residences.getByRole('button', { name: 'Add Tax residence' }).click();
        const second = page.getByRole('heading', { name: 'Tax residence 2' });
        await second.waitFor();
        await residences.getByRole('button', { name: 'Remove Tax residence 2' }).click();
        await second.waitFor({ state: 'detached' });
        expect(await residences.getByRole('listitem').count()).toBe(1);

        await checkWithoutRejections(page);
        await screenshots(page, `forms-${scenario}-crsi-checked`);
      });
    });
  }

  it('renders Stacked at phone width even when the scenario says Irs, and Irs again when widened', async () => {
    await withSession(
      browser,
      async ({ page, context }) => {
        await openForm(page, context, 'display-irs', forms.w8ben);
        await expectLayout(page, 'Stacked', forms.w8ben.firstPart);
        await page.setViewportSize({ width: 1024, height: 800 });
        await expectLayout(page, 'Irs', forms.w8ben.firstPart);
        // The answers survive the change of layout.
        expect(await page.getByLabel('Line 1 Name of individual who is the beneficial owner').inputValue()).toBe('Jane Doe');
      },
      { viewport: phone },
    );
  });

  it('Stacked: a card collapses and expands by its header, and opens when a Check finds its answers wanting', async ({ expect }) => {
    await withSession(browser, async ({ page, context }) => {
      await openForm(page, context, 'display-stacked', forms.w8ben);
      const toggle = page.getByRole('button', { name: 'Part III — Certification' });
      const card = page.getByRole('region', { name: 'Part III — Certification' });
      const signer = page.getByLabel('Name of signer');
      await card.getByText('To complete').waitFor();
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await signer.waitFor({ state: 'hidden' });
      await toggle.click();
      await signer.fill('Jane Doe');
      await toggle.click();
      await signer.waitFor({ state: 'hidden' });

      // Check: the blank capacity box is rejected; its card opens and says so; the link reaches the field.
      await page.getByRole('button', { name: 'Check' }).click();
      const rejection = page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /^E-PART3-CAPACITYTOSIGN/ });
      await rejection.waitFor();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await card.getByText('Needs attention').waitFor();
      expect(await signer.inputValue()).toBe('Jane Doe');
      await toggle.click();
      await rejection.click();
      const capacity = page.getByLabel(/I certify that I have the capacity to sign/);
      await expect.poll(() => capacity.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    });
  });

  for (const { scenario, mode } of modes) {
    for (const form of Object.values(forms)) {
      it(`${scenario}: ${form.card} has no serious or critical axe violation`, async () => {
        await withSession(browser, async ({ page, context }) => {
          await openForm(page, context, scenario, form);
          await expectLayout(page, mode, form.firstPart);
          await expectAccessible(page, `${form.card} (${mode})`);
          await screenshots(page, `forms-${scenario}-${form.card.replace(/\W+/g, '-').toLowerCase()}`);
        });
      });
    }
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
