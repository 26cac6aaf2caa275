import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { acceptAgreements, describeWithSimulator, desktop, phone, screenshots, signInAs } from './support';

/**
 * A language change never loses the customer's place, in one signed-in page: the first Start
 * after changing the interface language opens the form choice with the account still selected; an English-only
 * form (W-9) in a German interface is framed by German controls (Check, Upload documents, the cards' status)
 * while its own content stays English (ADR 006); a CRS-I's results, checked in English, are shown again in
 * German without pressing Check.
 */

const catalogue = (lang: string): Record<string, string> => {
  const dir = join(import.meta.dirname, '../../../fixtures/languages', lang);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
};
const en = catalogue('en');
const de = catalogue('de');
/** The German text of an English one (the same catalogue key). */
const german = (text: string): string | undefined => {
  const key = Object.keys(en).find((k) => en[k] === text);
  return key === undefined ? undefined : de[key];
};

describeWithSimulator('language changes', ({ it, sim }) => {
  const language = (page: Page) => page.getByRole('banner').getByRole('combobox');

  async function start(page: Page, card: string, start: string, proceed: string): Promise<void> {
    await page.getByRole('article', { name: card, exact: true }).getByRole('button', { name: start }).click();
    const choice = page.getByRole('dialog', { name: card });
    await choice
      .getByRole('region')
      .first()
      .evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await choice.getByRole('button', { name: proceed }).click();
  }

  it(
    'keeps the place: the first Start after a change works, an English form is framed in German, results follow the language',
    async ({ page, expect }) => {
      await acceptAgreements(page.context(), sim);
      await signInAs(page, sim);
      const account = page.getByRole('combobox', { name: 'Account' });
      await account.selectOption({ label: 'Brokerage account ••4821' });

      // The first Start after changing the language opens the form choice; the account stays selected.
      await language(page).selectOption('de');
      await page.getByRole('button', { name: 'Starten' }).first().waitFor();
      expect(await page.getByRole('combobox', { name: 'Konto' }).inputValue()).toBe('5001');
      await start(page, 'Formular W-9', 'Starten', 'Weiter');
      await page.waitForURL(/\/forms\/w9_2024\/\d+$/);

      // The W-9 stays English (ADR 006); the controls around it speak German.
      await page.getByRole('heading', { level: 1, name: 'Formular W-9' }).waitFor();
      await page.getByLabel(/Name of entity\/individual/).waitFor();
      await page.getByRole('button', { name: 'Prüfen' }).waitFor();
      await page.getByRole('button', { name: 'Dokumente hochladen' }).waitFor();
      expect(await page.getByRole('button', { name: 'Check', exact: true }).count()).toBe(0);
      // The progress through the Parts counts in German once a Part is in view (none is counted before Part I, where
      // the W-9's lines 1-7 stand); the Part's name is the form's.
      await page.getByRole('heading', { level: 2, name: /^Part I\b/ }).scrollIntoViewIfNeeded();
      const progress = page.getByRole('progressbar', { name: de['renderer.progress.label'] });
      await expect.poll(() => progress.getAttribute('aria-valuetext')).toMatch(/^\d von 2$/);
      await page.getByRole('button', { name: 'Prüfen' }).click();
      await page.getByRole('region', { name: de['results.title'] }).getByRole('listitem').first().waitFor();
      // At phone width the form shows as question cards, each with its state ('Complete', …).
      await page.setViewportSize(phone);
      await page.locator('[data-block] [data-status]').first().waitFor();
      const statuses = await page.locator('[data-block] [data-status]').allTextContents();
      const germanStatuses = ['complete', 'incomplete', 'attention'].map((status) => de[`renderer.status.${status}`]);
      expect(statuses.map((s) => s.trim()).filter((s) => !germanStatuses.includes(s))).toEqual([]);
      await screenshots(page, 'language-w9-in-german', false);
      await page.setViewportSize(desktop);

      // A CRS-I checked in English shows its results in German after the change, without Check.
      await language(page).selectOption('en');
      await page.goto(`${sim.url}/form-selection`);
      await account.selectOption({ label: 'Brokerage account ••4821' });
      await start(page, 'CRS Individual Self-Certification', 'Start', 'Continue');
      await page.waitForURL(/\/forms\/crsi_2024\/\d+$/);
      await page.getByRole('button', { name: 'Check' }).click();
      const findings = page
        .getByRole('region', { name: new RegExp(`^(Results|${de['results.title']})$`) })
        .getByRole('listitem')
        .locator('xpath=./p[1]');
      await findings.first().waitFor();
      const english = await findings.allTextContents();
      const expected = english.map((text) => german(text) ?? `(no German text for "${text}")`);
      await language(page).selectOption('de');
      await expect.poll(() => findings.allTextContents()).toEqual(expected);
    },
    { timeout: 120_000 },
  );
});
