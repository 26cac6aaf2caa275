import type { Page } from 'playwright-core';
import { axeOn, expectAccessible, screenshots, type SimulatorSuite } from '../support';
import { checkClean, dialog, downloadPdf, sign, signInJane, startForm, toSignDialog } from '../support/forms';

/**
 * W-8BEN Part II in the browser: line 9 offers the countries with a U.S. treaty in force, line
 * 10 the chosen country's income types, articles and rates (GET config/specialrateprovisions/{id}), and the
 * claim the page accepts is the claim the simulator checks, signs and prints.
 */
export function w8benTreatyJourney({ it, sim }: SimulatorSuite): void {
  /** Opens line 9's country list and searches it. */
  async function searchLine9(page: Page, name: string) {
    await page.getByRole('combobox', { name: /^Line 9 / }).click();
    await page.getByRole('combobox', { name: 'Search countries' }).fill(name);
  }

  /** Chooses a country in a country field (its DOM id: the line-3 labels are the address block's). */
  async function chooseCountry(page: Page, fieldId: string, name: string) {
    await page.locator(`#${fieldId}`).click();
    await page.getByRole('combobox', { name: 'Search countries' }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }

  it('W-8BEN treaty claim: a German resident claims 15 % on dividends under article 10(2)(b): checked clean, signed, and the claim is in the PDF', async ({
    page,
    expect,
  }) => {
    await signInJane(page, sim);
    const id = await startForm(page, 'Form W-8BEN', 'w8ben_2021');
    await expect
      .poll(() => page.getByLabel(/Name of individual who is the beneficial owner/).inputValue())
      .toBe('Jane Doe');
    // Part I: a German citizen living in Berlin (lines 2 and 3), with her German tax number (6a).
    await chooseCountry(page, 'q-citizenship-country', 'Germany');
    await page.locator('#q-address-line1').fill('Unter den Linden 1');
    await page.locator('#q-address-line3').fill('Berlin');
    await page.locator('#q-address-line4').fill('');
    await page.locator('#q-address-postalCode').fill('10117');
    await chooseCountry(page, 'q-address-country', 'Germany');
    await page.getByRole('textbox', { name: /^Line 6a Foreign tax identifying number/ }).fill('86095742719');

    // Line 9: Hungary (treaty ended for payments from 2024) and Brazil (no treaty) are not offered.
    await page
      .getByRole('radiogroup', { name: 'Are you claiming tax treaty benefits?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    for (const absent of ['Hungary', 'Brazil']) {
      await searchLine9(page, absent);
      await page.getByText('No country matches your search.').waitFor();
      await page.keyboard.press('Escape');
    }
    await searchLine9(page, 'Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();

    // Line 10 opens after the customer says special rates or conditions apply: Germany's income types,
    // then the dividend articles; 10(2)(b) has one rate, 15 %, preselected.
    await page
      .getByRole('radiogroup', { name: /^Do special rates or conditions apply/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    const incomeType = page.getByRole('combobox', { name: /^Type of income/ });
    await incomeType.locator('option', { hasText: 'Dividends' }).waitFor({ state: 'attached' });
    expect(await incomeType.locator('option').allTextContents()).toEqual([
      'Select…',
      'Dividends',
      'Interest',
      'Royalties',
      'Other Income',
    ]);
    await incomeType.selectOption('Dividends');
    const article = page.getByRole('combobox', { name: /^Article and paragraph of the treaty/ });
    await article.locator('option', { hasText: '10(2)(a)' }).waitFor({ state: 'attached' });
    await article.selectOption('10(2)(b)');
    await expect.poll(() => page.getByRole('textbox', { name: /^Rate of withholding/ }).inputValue()).toBe('15');
    // Line 10 has the form's look, not the browser's grooved box; its claim headings keep the heading order.
    expect(
      await incomeType.locator('xpath=ancestor::fieldset[1]').evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('none');
    expect((await axeOn(page).withRules(['heading-order']).analyze()).violations).toEqual([]);
    const explanation = 'Portfolio dividends from U.S. shares; resident of Germany and beneficial owner.';
    await page.getByRole('textbox', { name: /^Explain the additional conditions/ }).fill(explanation);

    await page.getByLabel(/I certify that I have the capacity to sign/).check();
    await page.getByLabel('Name of signer').fill('Jane Doe');
    await checkClean(page);
    await expectAccessible(page, 'W-8BEN with a treaty claim');
    await screenshots(page, 'w8ben-treaty-checked');

    await toSignDialog(page);
    await dialog(page, 'Sign the form').waitFor();
    await sign(page, 'Jane Doe');
    await page.waitForURL(`**/forms/w8ben_2021/${id}/success`);
    const pdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe(`w8ben_2021-${id}.pdf`);
    for (const text of ['Germany', 'Dividends', '10(2)(b)', explanation, 'Printed name: Jane Doe'])
      expect(pdf.text).toContain(text);
    expect(pdf.text).toMatch(/\b15\b/);
    expect(pdf.text.indexOf('10(2)(b)')).toBeLessThan(pdf.text.indexOf('Electronic signature evidence'));
  });
}
