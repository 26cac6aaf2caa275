import type { Locator, Page } from 'playwright-core';
import { acceptAgreements, expectAccessible, screenshots, signInAs, describeWithSimulator } from './support';

/**
 * The pre-qualifying questionnaire (questionnaire-and-forms.md §2, §4) in the browser: its journey (an
 * outcome opens the matched form with the carried answers, and Back returns to the answers), the
 * prequal-canadian scenario, and the configuration that turns it off. Each outcome, the candidate forms,
 * the clearing of later answers and what is carried into each form are tested without a browser:
 * src/features/prequal/PrequalQuestions.test.tsx and logic.test.ts, packages/forms test/prequal.test.ts.
 */
describeWithSimulator('pre-qualifying questionnaire', { scenario: 'questionnaire-on' }, ({ it, sim }) => {
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

  it('an individual US citizen is matched to Form W-9; Continue opens it with the carried name', async ({ page, expect }) => {
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

  it('prequal-canadian: no Canadian account means no form is required', async ({ page, expect }) => {
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

  it('is not offered when the configuration turns the questionnaire off', async ({ page, expect }) => {
    await acceptAgreements(page.context(), sim);
    await signInAs(page, sim, { scenario: 'default' });
    await page.goto(`${sim.url}/pre-qualifying-questionnaire`);
    await page.waitForURL('**/form-selection');
    expect(await page.getByRole('heading', { name: 'Which form do I need?' }).count()).toBe(0);
  });
});
