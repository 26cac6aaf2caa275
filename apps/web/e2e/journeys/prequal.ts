import { hasDefinition } from '@taxcert/forms';
import type { Locator, Page } from 'playwright-core';
import {
  acceptAgreements,
  expectAccessible,
  screenshots,
  signInAs,
  switchScenario,
  type SimulatorSuite,
} from '../support';
import { chooseCountry } from '../support/groups';

/**
 * The pre-qualifying questionnaire (questionnaire-and-forms.md §2, §4; ADR 021) in the browser: one journey per
 * kind of account holder — a foreign individual (W-8BEN), a foreign company (W-8BEN-E, with the other entity W-8s
 * as alternatives) and, in the Canadian (`prequal-canadian`) flow, a Canadian organisation (RC519) and "no form
 * required" — each a short walk in one signed-in page that ends on the one recommended form, with the sentence
 * saying why, and — after Continue and a reload — the carried answers in the form. Every other outcome, its reason,
 * the carried answers of every form and the clearing of later answers are tested without a browser
 * (packages/forms test/prequal*.test.ts, src/features/prequal/*.test.ts(x); ADR 082), and so is the route's redirect
 * when the configuration turns the questionnaire off (src/app/routes/by-address.test.tsx, ADR 102).
 */

const Q = {
  holder: 'Is the account holder an individual or an organisation?',
  usIncome: 'Does the account holder receive income from US sources?',
  controlling: 'Are you completing this as a controlling person of an entity account holder?',
  crsEntity: 'Is the organisation an entity in a CRS participating jurisdiction that must self-certify for CRS only?',
  citizen: 'Is the account holder a US citizen or other US person (including a US resident alien)?',
  usIncorporated: 'Is the organisation incorporated or organised in the United States?',
  eci: 'Is the income effectively connected with the conduct of a trade or business in the United States?',
  crsAccount: 'Is the account held with a financial institution in a CRS participating jurisdiction?',
  forOthers:
    'Does the organisation receive the income on behalf of others – as an intermediary or agent, or as a partnership or trust that passes it on to its partners or beneficiaries?',
  exempt: 'Is the organisation one of these, claiming exemption from US tax on this income?',
  canadianAccount: 'Is the account held with a Canadian financial institution?',
  canadianResident: 'Is the account holder resident in Canada for tax purposes?',
  nonUsResident: 'Is the account holder resident for tax purposes outside the United States?',
  dba: 'Is the organisation a trade name (DBA) of its owner or a disregarded entity (DRE)?',
};

/** One step of a walk: a choice, a typed name, or a country. */
type Step =
  | ['choose', question: string, option: string]
  | ['type', label: string, value: string]
  | ['country', label: RegExp, country: string];
const c = (question: string, option: string): Step => ['choose', question, option];
/** What the form shows after the reload: a field (by its DOM id) and the text its control holds. */
type Shown = [id: string, text: string];

interface Walk {
  name: string;
  steps: Step[];
  formType: string;
  title: string;
  reason: RegExp;
  shown: Shown[];
}

const individual = (first: string, last: string, ...deciding: Step[]): Step[] => [
  c(Q.holder, 'An individual'),
  ...deciding,
  ['type', 'First name', first],
  ['type', 'Last name', last],
];
const residentIn = (country: string): Step[] => [
  c(Q.nonUsResident, 'Yes'),
  ['country', /^Country of tax residence/, country],
];
const organisation = (name: string, country: string, ...deciding: Step[]): Step[] => [
  c(Q.holder, 'An organisation (entity)'),
  ...deciding,
  ...residentIn(country),
  ['country', /^Country where the organisation is incorporated/, country],
  ['type', 'Name of the organisation', name],
  c(Q.dba, 'No'),
];

const STANDARD: Walk[] = [
  {
    name: 'a foreign individual: W-8BEN with the German residence',
    steps: individual(
      'Jonas',
      'Becker',
      c(Q.usIncome, 'Yes'),
      c(Q.controlling, 'No'),
      c(Q.citizen, 'No'),
      c(Q.eci, 'No'),
      c(Q.crsAccount, 'No'),
      ...residentIn('Germany'),
    ),
    formType: 'w8ben_2021',
    title: 'Form W-8BEN',
    reason: /individual and not a US person/,
    shown: [
      ['q-name-name', 'Jonas Becker'],
      ['q-address-country', 'Germany'],
    ],
  },
  {
    name: 'a German company: W-8BEN-E',
    steps: organisation(
      'Muster GmbH',
      'Germany',
      c(Q.usIncome, 'Yes'),
      c(Q.crsEntity, 'No'),
      c(Q.usIncorporated, 'No'),
      c(Q.eci, 'No'),
      c(Q.forOthers, 'No'),
      c(Q.exempt, 'None of these'),
    ),
    formType: 'w8bene_2021',
    title: 'Form W-8BEN-E',
    reason: /receives the income for itself and claims no special exemption/,
    shown: [
      ['q-name-name', 'Muster GmbH'],
      ['q-name-country', 'Germany'],
      ['q-address-country', 'Germany'],
    ],
  },
];

const CANADIAN: Walk[] = [
  {
    name: 'a Canadian account, an organisation: RC519',
    steps: organisation(
      'Érable Holdings Inc.',
      'Canada',
      c(Q.usIncome, 'No'),
      c(Q.crsEntity, 'No'),
      c(Q.usIncorporated, 'No'),
      c(Q.canadianAccount, 'Yes'),
      c(Q.canadianResident, 'Yes'),
    ),
    formType: 'rc519_2024',
    title: 'RC519 Declaration of Tax Residence for Entities',
    reason: /organisation, so form RC519 applies/,
    shown: [
      ['q-name-name', 'Érable Holdings Inc.'],
      ['q-incorporation-country', 'Canada'],
    ],
  },
];

export function prequalJourneys({ it, sim }: SimulatorSuite): void {
  const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

  async function open(page: Page): Promise<void> {
    await page.goto(`${sim.url}/pre-qualifying-questionnaire`);
    await page.getByRole('heading', { level: 1, name: 'Which form do I need?' }).waitFor();
  }

  async function answer(page: Page, steps: Step[]): Promise<void> {
    for (const step of steps) {
      if (step[0] === 'type') {
        const box = page.getByRole('textbox', { name: step[1], exact: true });
        await box.fill(step[2]);
        await box.blur();
      } else if (step[0] === 'country') {
        await chooseCountry(page.locator('form'), page, step[1], step[2]);
      } else {
        await page
          .getByRole('radiogroup', { name: step[1] })
          .getByRole('radio', { name: step[2], exact: true })
          .check();
      }
    }
  }

  /** The text a field's control holds: an input's value, else the control's text (a country list's button). */
  const shownText = (page: Page, id: string) =>
    page
      .locator(`#${id}`)
      .evaluate((el) =>
        el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : (el.textContent ?? '').trim(),
      );

  /** A walk: its answers give one form and why; Continue opens it with the carried answers, still there after a reload. */
  async function walk(
    page: Page,
    expect: (value: unknown, message?: string) => { toContain: (item: string) => void },
    outcome: Walk,
  ): Promise<void> {
    await open(page);
    await answer(page, outcome.steps);
    const matched = card(page, 'The form for you');
    await matched.getByText(outcome.title, { exact: true }).waitFor();
    await matched.getByText(outcome.reason).waitFor();
    // A form not registered yet opens the unsupported-form card: the recommendation is what is asserted.
    if (!hasDefinition(outcome.formType)) return;
    await matched
      .getByRole('combobox', { name: 'Which account is the form for?' })
      .selectOption({ label: 'Brokerage account ••4821' });
    await matched.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/forms/${outcome.formType}/\\d+$`));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: outcome.title }).waitFor();
    for (const [id, text] of outcome.shown) {
      await page.locator(`#${id}`).waitFor();
      expect(await shownText(page, id), `${outcome.name}: ${id}`).toContain(text);
    }
  }

  it(
    'pre-qualifying questionnaire: a foreign individual, a foreign company and a Canadian organisation each end on one form, told why, which opens with the carried answers, kept after a reload',
    async ({ page, expect }) => {
      await acceptAgreements(page.context(), sim);
      await signInAs(page, sim, { scenario: 'questionnaire-on', landsOn: /:\d+\/$/ });
      for (const outcome of STANDARD) await walk(page, expect, outcome);

      // The other W-8 forms of a foreign entity stay reachable.
      await open(page);
      // Every required question answered first (no recommendation while one is open).
      await answer(
        page,
        organisation(
          'Muster GmbH',
          'Germany',
          c(Q.usIncome, 'No'),
          c(Q.crsEntity, 'No'),
          c(Q.usIncorporated, 'No'),
          c(Q.forOthers, 'No'),
          c(Q.exempt, 'None of these'),
        ),
      );
      await card(page, 'The form for you').getByText('Not the right form? Other forms that may apply').click();
      const others = await card(page, 'The form for you')
        .locator('details button > span:first-child')
        .allTextContents();
      expect(others).toEqual(['Form W-8IMY', 'Form W-8EXP']);
      await expectAccessible(page, 'the matched-form card with its alternatives');
      await screenshots(page, 'prequal-w8bene-decided');

      // The Canadian variant (prequal-canadian).
      await switchScenario(page, sim, 'prequal-canadian', '/pre-qualifying-questionnaire');
      for (const outcome of CANADIAN) await walk(page, expect, outcome);
      await open(page);
      await answer(page, [
        c(Q.holder, 'An individual'),
        c(Q.usIncome, 'No'),
        c(Q.controlling, 'No'),
        c(Q.citizen, 'No'),
      ]);
      expect(await page.getByRole('radiogroup', { name: Q.crsAccount }).count()).toBe(0);
      await answer(page, [c(Q.canadianAccount, 'No')]);
      await card(page, 'No form is required')
        .getByText('The account is not held with a Canadian financial institution.')
        .waitFor();
      await card(page, 'No form is required').getByRole('link', { name: 'Choose a form yourself' }).waitFor();
    },
    { timeout: 240_000 },
  );
}
