import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, type ExpectStatic } from 'vitest';
import { acceptAgreements, axeOn, describeWithSimulator, expectAccessible, screenshots, signInAs } from './support';
import { fillW9 } from './support/forms';
import { residenceInGermany } from './support/groups';

/**
 * The form screen in its two display modes (online config `formDisplayMode`, scenarios display-irs and
 * display-stacked): one journey per form family, each opened from form selection, completed, checked
 * without rejections by the simulator and checked with axe — the W-8BEN pre-filled from the customer
 * record (Irs, with the collapsible results panel), the W-9 (Stacked, results in a side column; its
 * signed journey is e2e/journeys/w9.ts), and the CRS-I in both modes, where a rejection inside a tax
 * residence links to that item's field and lands there (Stacked: inside a collapsed card).
 *
 * What a form contains — every question's control and name in both modes, every rule's message, the
 * repeater, hidden answers cleared, card collapse, answers kept across a layout change, phone width —
 * is tested without a browser, generated from each definition: packages/forms
 * test/definitions.generated.test.ts and apps/web src/components/questionnaire/renderer
 * (definitions-check.tsx, real-forms.test.tsx, display-mode.test.tsx, ResultsColumn.test.tsx).
 */
const forms = {
  w9: { card: 'Form W-9', path: /\/forms\/w9_2024\/\d+$/, firstPart: 'Taxpayer Identification Number (TIN)' },
  w8ben: { card: 'Form W-8BEN', path: /\/forms\/w8ben_2021\/\d+$/, firstPart: 'Identification of Beneficial Owner' },
  crsi: {
    card: 'CRS Individual Self-Certification',
    path: /\/forms\/crsi_2024\/\d+$/,
    firstPart: 'Identification of Individual Account Holder',
  },
} as const;

describeWithSimulator('form display modes', ({ it, sim }) => {
  /** Signs Jane Doe in on `scenario` (the display mode's). */
  async function signInOn(page: Page, context: BrowserContext, scenario: string) {
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario });
  }

  /** From form selection (opened afresh when the page is elsewhere), a new form of the given kind for her brokerage account. */
  async function openForm(page: Page, form: (typeof forms)[keyof typeof forms]) {
    if (!page.url().endsWith('/form-selection')) await page.goto(`${sim.url}/form-selection`);
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

  /**
   * The country list renders only the options near its view (ADR 117): the arrow keys still walk every option, and
   * Enter chooses the one reached.
   */
  async function keyboardReachesUnrenderedCountries(page: Page, field: Locator, expect: ExpectStatic) {
    await field.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await search.waitFor();
    const rendered = await page.getByRole('listbox').getByRole('option').count();
    expect(rendered).toBeLessThan(40);
    for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowDown');
    const active = page.locator(`[id="${await search.getAttribute('aria-activedescendant')}"]`);
    expect(await active.getAttribute('aria-posinset')).toBe('40');
    expect(Number(await active.getAttribute('aria-setsize'))).toBeGreaterThan(200);
    const name = (await active.locator('span').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect.poll(() => field.textContent()).toContain(name);
  }

  async function checkWithoutRejections(page: Page) {
    await page.getByRole('button', { name: 'Check' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByText('No problems found. You can now sign and submit the form.').waitFor();
    expect(await results.getByRole('link', { name: /^Fix this/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign and submit' }).waitFor();
  }

  /**
   * A CRS-I in the mode: completed, and a rejection inside a tax residence links to that item's field and lands
   * there (Stacked: inside a collapsed card).
   */
  async function crsiRejectionLands(page: Page, scenario: string, mode: 'Irs' | 'Stacked', expect: ExpectStatic) {
    await openForm(page, forms.crsi);
    await expectLayout(page, mode, forms.crsi.firstPart);
    await expectAccessible(page, `CRS Individual Self-Certification (${mode})`);
    expect(await page.getByLabel('First or given name').inputValue()).toBe('Jane');
    expect(await page.getByLabel('Last or family name').inputValue()).toBe('Doe');

    const residences = page.getByRole('group', { name: 'Countries or jurisdictions of tax residence' });
    const first = residences
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Tax residence 1' }) });
    const country = first.getByRole('combobox', { name: /^Country\/jurisdiction of residence/ });
    if (mode === 'Irs') await keyboardReachesUnrenderedCountries(page, country, expect);
    await chooseCountry(page, country, 'United States of America');

    // Neither a TIN nor a reason: the rejection inside the item links to that item's field, and lands there
    // (Stacked: the card holding it is collapsed first, and opens).
    await page.getByLabel('Name of signer').fill('Jane Doe');
    await page.getByRole('button', { name: 'Check' }).click();
    const rejection = page
      .getByRole('region', { name: 'Results' })
      .getByRole('listitem')
      .filter({ hasText: /E-TAXRESIDENCES-TAXRESIDENCES-/ })
      .first()
      .getByRole('link', { name: /^Fix this/ });
    await rejection.waitFor();
    if (mode === 'Stacked') {
      const toggle = page.getByRole('button', { name: /^Part 2 — / });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    }
    await rejection.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toMatch(/^q-taxResidences-taxResidences-0-\w+$/);

    await first
      .getByRole('radiogroup', { name: 'If no TIN is available, the reason' })
      .getByRole('radio', { name: /^Reason A/ })
      .check();
    await checkWithoutRejections(page);
    await screenshots(page, `forms-${scenario}-crsi-checked`);
  }

  it("display-irs: completes a W-8BEN pre-filled from the customer record and checks it without rejections; completes a CRS-I, where a rejection inside a tax residence links to that item's field and lands there", async ({
    page,
    context,
    expect,
  }) => {
    await signInOn(page, context, 'display-irs');
    await openForm(page, forms.w8ben);
    await expectLayout(page, 'Irs', forms.w8ben.firstPart);
    await expectAccessible(page, 'Form W-8BEN (Irs)');
    // Headings never skip a level (h1 → h3), and an optional block's marker is a separate word.
    expect((await axeOn(page).withRules(['heading-order']).analyze()).violations).toEqual([]);
    expect(
      await page.getByRole('heading', { name: 'Mailing address (if different from above) Optional' }).count(),
    ).toBe(1);
    // Pre-filled from Jane Doe's record: name, address and date of birth.
    expect(await page.getByLabel('Line 1 Name of individual who is the beneficial owner').inputValue()).toBe(
      'Jane Doe',
    );
    expect(await page.getByLabel('Line 3 Address (number, street, and apt. or suite no.)').inputValue()).toBe(
      '1 Main Street',
    );
    expect(
      await page
        .getByRole('group', { name: 'Line 8 Date of birth' })
        .getByRole('combobox', { name: 'Year' })
        .inputValue(),
    ).toBe('1980');

    // Line 3 is a permanent residence outside the US: Jane's US address gives way to one in Berlin.
    await residenceInGermany(page.locator('body'));
    await page.getByLabel('Line 6a Foreign tax identifying number (see instructions)').fill('29475618301');
    await page
      .getByRole('radiogroup', { name: /claiming tax treaty benefits/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByLabel(/I certify that I have the capacity to sign/).check();
    await page.getByLabel('Name of signer').fill('Jane Doe');
    await checkWithoutRejections(page);
    await screenshots(page, 'forms-display-irs-w8ben-checked');
    // Irs: the results panel above the form collapses and expands.
    await page.getByRole('button', { name: 'Hide the results' }).click();
    await page.getByRole('region', { name: 'Results' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Show the results of the last check' }).click();
    await page.getByRole('region', { name: 'Results' }).waitFor();

    await crsiRejectionLands(page, 'display-irs', 'Irs', expect);
  });

  it("display-stacked: completes a W-9 and checks it without rejections; completes a CRS-I, where a rejection inside a tax residence links to that item's field and lands there inside a collapsed card", async ({
    page,
    context,
    expect,
  }) => {
    await signInOn(page, context, 'display-stacked');
    await openForm(page, forms.w9);
    await expectLayout(page, 'Stacked', forms.w9.firstPart);
    await expectAccessible(page, 'Form W-9 (Stacked)');
    await fillW9(page);
    await checkWithoutRejections(page);
    await screenshots(page, 'forms-display-stacked-w9-checked');
    // Stacked: the results are a side column, always shown.
    expect(await page.getByRole('button', { name: 'Hide the results' }).count()).toBe(0);

    await crsiRejectionLands(page, 'display-stacked', 'Stacked', expect);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
