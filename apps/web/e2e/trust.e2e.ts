import { acceptAgreements, axeOn, describeWithSimulator, screenshots } from './support';
import { signInJane, startForm } from './support/forms';

/** US indicia caught on a W-8BEN (item 6), the accessibility statement (item 8). */
describeWithSimulator('trust: US indicia and the accessibility statement', ({ it, sim }) => {
  it('the accessibility statement is linked from the footer beside privacy and cookies, signed out, axe-clean, in German too', async ({
    page,
    context,
    expect,
  }) => {
    await acceptAgreements(context, sim);
    await page.goto(`${sim.url}/links/privacy`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Accessibility' }).waitFor();
    expect(await footer.getByRole('link').allTextContents()).toEqual([
      'Privacy',
      'Cookies',
      'Accessibility',
      'Terms of use',
    ]);
    await footer.getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL('**/links/accessibility');
    const statement = page.getByRole('region', { name: 'Accessibility' });
    // The reading order a screen reader follows (the accessibility tree): the headings in order.
    await statement.getByRole('heading', { level: 2, name: 'Contact' }).waitFor();
    expect(await statement.getByRole('heading').allTextContents()).toEqual([
      'Accessibility',
      'How accessible this service is',
      'How we tested it',
      'Known limitations',
      'Contact',
    ]);
    const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await screenshots(page, 'accessibility-statement');

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await page
      .getByRole('region', { name: 'Barrierefreiheit' })
      .getByRole('heading', { name: 'Wie wir getestet haben' })
      .waitFor();
    expect(await footer.getByRole('link', { name: 'Barrierefreiheit' }).getAttribute('href')).toBe(
      '/links/accessibility',
    );
  });

  it('a US citizen on Form W-8BEN is told to use Form W-9; a US mailing address is a warning only', async ({
    page,
    expect,
  }) => {
    await signInJane(page, sim);
    // Jane's record pre-fills her US citizenship on line 2.
    await startForm(page, 'Form W-8BEN', 'w8ben_2021');
    const results = page.getByRole('region', { name: 'Results' });
    const citizen = results.getByRole('listitem').filter({ hasText: 'A US citizen is a US person for US tax' });
    await page.getByRole('button', { name: 'Check' }).click();
    await citizen.waitFor();
    expect(await citizen.textContent()).toContain('complete Form W-9 instead');
    expect(await citizen.textContent()).toContain('E-US-CITIZEN');
    // The rejection offers the W-9 itself (its check declares it), for the same account.
    const offer = citizen.getByRole('button', { name: 'Start Form W-9' });
    await offer.waitFor();

    // Line 2 becomes German; line 4, a mailing address in the US.
    await page.locator('#q-citizenship-country').click();
    await page.getByRole('combobox', { name: 'Search countries' }).fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    // With that change unsaved, starting the W-9 asks first; staying keeps the page and the answer.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await offer.click();
    expect(asked).toEqual(['confirm']);
    expect(page.url()).toMatch(/\/forms\/w8ben_2021\/\d+$/);
    expect(await page.locator('#q-citizenship-country').textContent()).toContain('Germany');
    await page.locator('#q-mailingAddress-line1').fill('1 Main Street');
    await page.locator('#q-mailingAddress-country').click();
    await page.getByRole('combobox', { name: 'Search countries' }).fill('United States of America');
    await page.getByRole('option', { name: 'United States of America', exact: true }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await results
      .getByRole('listitem')
      .filter({ hasText: 'A US mailing address is an indication of US status' })
      .waitFor();
    expect(await citizen.count()).toBe(0);
  });
});
