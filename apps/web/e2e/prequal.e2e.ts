import type { Browser, Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { acceptAgreements, expectAccessible, screenshots, signInAs, useSharedSimulator, withSession, type RunningSimulator } from './support';

/** The pre-qualifying questionnaire (questionnaire-and-forms.md §2, §4): one test per outcome, and clearing. */
describe.concurrent('pre-qualifying questionnaire', () => {
  let sim!: RunningSimulator;
  let browser!: Browser;
  useSharedSimulator('questionnaire-on', (started, shared) => {
    sim = started;
    browser = shared;
  });

  /** Signs Jane Doe in on the scenario and opens the questionnaire from the landing page's offer. */
  async function openQuestionnaire(page: Page, scenario = 'questionnaire-on'): Promise<void> {
    await acceptAgreements(page.context(), sim);
    await signInAs(page, sim, { scenario, landsOn: /:\d+\/$/ });
    await page.getByRole('link', { name: 'Answer the questions' }).click();
    await page.waitForURL('**/pre-qualifying-questionnaire');
    await page.getByRole('heading', { level: 1, name: 'Which form do I need?' }).waitFor();
  }

  const group = (page: Page, name: string): Locator => page.getByRole('radiogroup', { name });
  const choose = (page: Page, question: string, option: string) => group(page, question).getByRole('radio', { name: option }).check();
  const outcome = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

  const individual = (page: Page) => choose(page, 'Is the account holder an individual or an organisation?', 'An individual');
  /** The names are asked last (a changed answer clears every later one). */
  async function names(page: Page, first: string, last: string): Promise<void> {
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  }

  it('an individual US citizen is matched to Form W-9; Continue opens it with the carried name', async ({ expect }) => {
    await withSession(browser, async ({ page }) => {
      await openQuestionnaire(page);
      await individual(page);
      await choose(page, 'Does the account holder receive income from US sources?', 'No');
      await choose(page, 'Are you completing this as a controlling person of an entity account holder?', 'No');
      await choose(page, 'Is the account holder a US citizen or other US person (including a US resident alien)?', 'Yes');
      await names(page, 'Janet', 'Doe-Smith');

      const card = outcome(page, 'The form for you');
      await card.getByText('Form W-9').waitFor();
      await card.getByText('Rev. March 2024').waitFor();
      await expectAccessible(page, 'the matched-form card');
      await screenshots(page, 'prequal-matched');

      // Jane Doe has two accounts: Continue waits for the account.
      const next = card.getByRole('button', { name: 'Continue' });
      expect(await next.isDisabled()).toBe(true);
      await card.getByRole('combobox', { name: 'Which account is the form for?' }).selectOption({ label: 'Brokerage account ••4821' });
      await next.click();
      await page.waitForURL(/\/forms\/w9_2024\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Form W-9' }).waitFor();
      // The questionnaire's name replaces the customer record's (Jane Doe).
      await expect.poll(() => page.getByLabel(/Name of entity\/individual/).inputValue()).toBe('Janet Doe-Smith');

      // The carried answers are not saved until the first Check, so the form is dirty: leaving asks first.
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      // Back (once past the leave guard's sentinel entry) returns to the questionnaire with its answers.
      await page.evaluate(() => window.history.back());
      await expect.poll(() => asked).toEqual(['Are you sure you want to leave this page?']);
      await page.waitForURL('**/pre-qualifying-questionnaire');
      await outcome(page, 'The form for you').getByText('Form W-9').waitFor();
      expect(await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue()).toBe('Janet');
    });
  });

  it('a foreign individual with US income and no CRS account is matched to Form W-8BEN, with the residence carried', async ({ expect }) => {
    await withSession(browser, async ({ page }) => {
      await openQuestionnaire(page);
      await individual(page);
      await choose(page, 'Does the account holder receive income from US sources?', 'Yes');
      await choose(page, 'Are you completing this as a controlling person of an entity account holder?', 'No');
      await choose(page, 'Is the account holder a US citizen or other US person (including a US resident alien)?', 'No');
      await choose(page, 'Is the income effectively connected with the conduct of a trade or business in the United States?', 'No');
      await choose(page, 'Is the account held with a financial institution in a CRS participating jurisdiction?', 'No');
      await choose(page, 'Is the account holder resident for tax purposes outside the United States?', 'Yes');
      await page.getByRole('combobox', { name: /Country of tax residence/ }).click();
      await page.getByRole('combobox', { name: 'Search countries' }).fill('France');
      await page.getByRole('option', { name: 'France', exact: true }).click();
      await names(page, 'Pierre', 'Martin');

      const card = outcome(page, 'The form for you');
      await card.getByText('Form W-8BEN').waitFor();
      await card.getByText('Rev. October 2021').waitFor();
      await card.getByRole('combobox', { name: 'Which account is the form for?' }).selectOption({ label: 'Savings account ••7730' });
      await card.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/forms\/w8ben_2021\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Form W-8BEN' }).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: /Name of individual/ }).inputValue()).toBe('Pierre Martin');
      // The residence country is the permanent address's country.
      expect(await page.getByRole('combobox').filter({ hasText: 'France' }).count()).toBeGreaterThan(0);
    });
  });

  it('a foreign entity is offered the candidate W-8 forms as buttons', async ({ expect }) => {
    await withSession(browser, async ({ page }) => {
      await openQuestionnaire(page);
      await choose(page, 'Is the account holder an individual or an organisation?', 'An organisation (entity)');
      await choose(page, 'Does the account holder receive income from US sources?', 'No');
      await choose(page, 'Is the organisation a trade name (DBA) of its owner or a disregarded entity (DRE)?', 'No');
      await choose(page, 'Is the organisation an entity in a CRS participating jurisdiction that must self-certify for CRS only?', 'No');
      await choose(page, 'Is the organisation incorporated or organised in the United States?', 'No');
      await page.getByRole('textbox', { name: 'Name of the organisation', exact: true }).fill('Acme SA');

      const card = outcome(page, 'Choose your form');
      const buttons = card.getByRole('button');
      await buttons.first().waitFor();
      expect(await buttons.allTextContents()).toEqual([
        'Form W-8BEN-ERev. October 2021',
        'Form W-8IMYRev. October 2021',
        'Form W-8EXPRev. October 2023',
      ]);
      await page.getByRole('status').getByText('Choose your form').waitFor();
      await expectAccessible(page, 'the candidate-forms card');
      await screenshots(page, 'prequal-several');
    });
  });

  it('prequal-canadian: no Canadian account means no form is required', async ({ expect }) => {
    await withSession(browser, async ({ page }) => {
      await openQuestionnaire(page, 'prequal-canadian');
      await individual(page);
      await choose(page, 'Does the account holder receive income from US sources?', 'No');
      await choose(page, 'Are you completing this as a controlling person of an entity account holder?', 'No');
      await choose(page, 'Is the account holder a US citizen or other US person (including a US resident alien)?', 'No');
      // The Canadian variant asks about a Canadian account instead of the CRS account.
      expect(await group(page, 'Is the account held with a financial institution in a CRS participating jurisdiction?').count()).toBe(0);
      await choose(page, 'Is the account held with a Canadian financial institution?', 'No');

      const card = outcome(page, 'No form is required');
      await card.getByText(/you do not need to complete a tax self-certification form/).waitFor();
      await card.getByRole('link', { name: 'Choose a form yourself' }).waitFor();
      await expectAccessible(page, 'the no-form-required card');
      await screenshots(page, 'prequal-none');
    });
  });

  it('changing an earlier answer clears the later ones and says so', async ({ expect }) => {
    await withSession(browser, async ({ page }) => {
      await openQuestionnaire(page);
      await individual(page);
      await choose(page, 'Does the account holder receive income from US sources?', 'No');
      await choose(page, 'Are you completing this as a controlling person of an entity account holder?', 'No');
      await choose(page, 'Is the account holder a US citizen or other US person (including a US resident alien)?', 'Yes');
      await names(page, 'Janet', 'Doe');
      await outcome(page, 'The form for you').waitFor();

      await choose(page, 'Does the account holder receive income from US sources?', 'Yes');
      await page.getByText('You changed an earlier answer, so we cleared 4 answers that depended on it.', { exact: false }).first().waitFor();
      // The later questions (status, then the names) are unanswered again, the earlier ones kept, and the card is gone.
      const controlling = group(page, 'Are you completing this as a controlling person of an entity account holder?');
      expect(await controlling.getByRole('radio', { checked: true }).count()).toBe(0);
      expect(await group(page, 'Is the account holder a US citizen or other US person (including a US resident alien)?').count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Last name', exact: true }).inputValue()).toBe('');
      expect(await group(page, 'Is the account holder an individual or an organisation?').getByRole('radio', { name: 'An individual' }).isChecked()).toBe(true);
      expect(await outcome(page, 'The form for you').count()).toBe(0);
      await expectAccessible(page, 'the questionnaire after clearing');
      await screenshots(page, 'prequal-cleared');
    });
  });

  it('is not offered when the configuration turns the questionnaire off', async ({ expect }) => {
    await withSession(browser, async ({ page }) => {
      await acceptAgreements(page.context(), sim);
      await signInAs(page, sim, { scenario: 'default' });
      await page.goto(`${sim.url}/pre-qualifying-questionnaire`);
      await page.waitForURL('**/form-selection');
      expect(await page.getByRole('heading', { name: 'Which form do I need?' }).count()).toBe(0);
    });
  });
});
