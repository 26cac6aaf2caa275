import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FormGroupConfig, FormTypeConfig } from '@taxcert/contracts';
import { prequal, prequalCanada, type PrequalVariant } from '@taxcert/forms';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyCatalogue, createI18n } from '../../lib/i18n/i18n';
import type { Startable } from '../../lib/api/start-form';
import { outcomeFor } from './logic';
import { OutcomeCard, type StartControls } from './OutcomeCard';
import { PrequalQuestions } from './PrequalQuestions';
import { requireValid, showOpen } from './use-continue';
import { usePrequal } from './use-prequal';

const dir = join(import.meta.dirname, '../../../../../fixtures/languages/en');
const catalogue = Object.assign(
  {},
  ...readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>),
) as Record<string, string>;
let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = await createI18n();
  await applyCatalogue(i18n, 'en', catalogue);
});
afterEach(cleanup);

const form = (formType: string, title: string, revision: string): FormTypeConfig => ({
  formType,
  title,
  revision,
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  introductionMessageId: null,
});
const config = {
  formTypes: [
    form('w9_2024', 'Form W-9', 'Rev. March 2024'),
    form('w8bene_2021', 'Form W-8BEN-E', 'Rev. October 2021'),
    form('w8exp_2023', 'Form W-8EXP', 'Rev. October 2023'),
  ],
  formGroups: [] as FormGroupConfig[],
};

function Harness({ variant, controls }: { variant: PrequalVariant; controls: StartControls }) {
  const def = variant === 'canadian' ? prequalCanada : prequal;
  const { state, cleared, setAnswer, forceEditAll } = usePrequal(def, undefined);
  return (
    <>
      <PrequalQuestions def={def} state={state} cleared={cleared} onAnswer={setAnswer} />
      <OutcomeCard
        outcome={outcomeFor(state, config, variant === 'canadian')}
        controls={requireValid(controls, def, state, forceEditAll)}
        onShowOpen={() => showOpen(def, state, forceEditAll)}
      />
    </>
  );
}

function renderScreen(variant: PrequalVariant = 'standard', accountId = 5001) {
  const onStart = vi.fn<(item: Startable) => void>();
  const controls: StartControls = {
    onStart,
    pendingType: undefined,
    accounts: [{ id: 5001, displayName: 'Brokerage', isCrsParticipating: true }],
    accountId,
    setAccountId: vi.fn(),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Harness variant={variant} controls={controls} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onStart };
}

const choose = (question: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: option }));
const type = (label: string, value: string) => {
  const box = screen.getByRole('textbox', { name: label });
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
};
const HOLDER = 'Is the account holder an individual or an organisation?';
const US_INCOME = 'Does the account holder receive income from US sources?';
const CONTROLLING = 'Are you completing this as a controlling person of an entity account holder?';
const CITIZEN = 'Is the account holder a US citizen or other US person (including a US resident alien)?';
const RECEIVES_FOR_OTHERS =
  'Does the organisation receive the income on behalf of others – as an intermediary or agent, or as a partnership or trust that passes it on to its partners or beneficiaries?';
const EXEMPT = 'Is the organisation one of these, claiming exemption from US tax on this income?';

function answerUsCitizen() {
  choose(HOLDER, 'An individual');
  choose(US_INCOME, 'No');
  choose(CONTROLLING, 'No');
  choose(CITIZEN, 'Yes');
  type('First name', 'Jane');
  type('Last name', 'Doe');
}

describe('pre-qualifying questions and outcome', () => {
  it('starts with the first questions only; an answer reveals the ones it calls for', () => {
    renderScreen();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Status' })).toBeNull();
    choose(HOLDER, 'An individual');
    expect(screen.getByRole('radiogroup', { name: CONTROLLING })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: CITIZEN })).toBeNull();
    // The names are asked once the answers lead to a form.
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
  });

  it('shows the matched-form card once decided; Continue starts that form', () => {
    const { onStart } = renderScreen();
    answerUsCitizen();
    const card = screen.getByRole('region', { name: 'The form for you' });
    expect(within(card).getByText('Form W-9')).toBeTruthy();
    expect(within(card).getByText('Rev. March 2024')).toBeTruthy();
    expect(within(card).getByText(/so the US tax authority \(IRS\) asks for Form W-9/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(onStart).toHaveBeenCalledWith({ kind: 'form', entry: config.formTypes[0] });
  });

  // The recommendation, Continue and the ticked result wait for every required question on the path.
  it('no recommendation while a required question is open: says how many, and shows and focuses the first', () => {
    const { onStart } = renderScreen();
    choose(HOLDER, 'An individual');
    choose(US_INCOME, 'No');
    choose(CONTROLLING, 'No');
    choose(CITIZEN, 'Yes');
    // The deciding answers are in; both names are still open.
    expect(screen.queryByRole('region', { name: 'The form for you' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByText(/^Required questions still to answer: 2\./)).toBeTruthy();
    type('First name', 'Jane');
    expect(screen.getByText(/^Required questions still to answer: 1\./)).toBeTruthy();
    expect(screen.queryByText('Enter the last name.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show what is missing' }));
    expect(screen.getByText('Enter the last name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Last name' }));
    type('Last name', 'Doe');
    expect(screen.queryByText(/^Required questions still to answer/)).toBeNull();
    fireEvent.click(
      within(screen.getByRole('region', { name: 'The form for you' })).getByRole('button', { name: 'Continue' }),
    );
    expect(onStart).toHaveBeenCalledWith({ kind: 'form', entry: config.formTypes[0] });
  });

  it('keeps Continue disabled until an account is chosen', () => {
    renderScreen('standard', 0);
    answerUsCitizen();
    expect(
      within(screen.getByRole('region', { name: 'The form for you' }))
        .getByRole('button', { name: 'Continue' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it("tells a foreign entity's W-8 forms apart, says why, keeps the others reachable; the trade-name answer keeps the name", () => {
    const { onStart } = renderScreen();
    choose(HOLDER, 'An organisation (entity)');
    choose(US_INCOME, 'No');
    choose(
      'Is the organisation an entity in a CRS participating jurisdiction that must self-certify for CRS only?',
      'No',
    );
    choose('Is the organisation incorporated or organised in the United States?', 'No');
    expect(screen.queryByRole('region', { name: 'The form for you' })).toBeNull();
    choose(RECEIVES_FOR_OTHERS, 'No');
    choose(EXEMPT, 'None of these');
    type('Name of the organisation', 'Muster GmbH');
    choose('Is the organisation a trade name (DBA) of its owner or a disregarded entity (DRE)?', 'No');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of the organisation' }).value).toBe(
      'Muster GmbH',
    );
    const card = screen.getByRole('region', { name: 'The form for you' });
    expect(within(card).getByText('Form W-8BEN-E')).toBeTruthy();
    expect(within(card).getByText(/receives the income for itself and claims no special exemption/)).toBeTruthy();
    // The other candidates (only those configured) stay reachable behind the disclosure.
    const others = within(card).getByText('Not the right form? Other forms that may apply').closest('details')!;
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Form W-8EXPRev. October 2023']);
    fireEvent.click(within(others).getByRole('button', { name: /W-8EXP/ }));
    expect(onStart).toHaveBeenCalledWith({ kind: 'form', entry: config.formTypes[2] });
    // An exempt organisation: W-8EXP — once the answers the change cleared are given again.
    choose(EXEMPT, 'A foreign central bank of issue');
    expect(screen.queryByRole('region', { name: 'The form for you' })).toBeNull();
    type('Name of the organisation', 'Muster GmbH');
    choose('Is the organisation a trade name (DBA) of its owner or a disregarded entity (DRE)?', 'No');
    expect(within(screen.getByRole('region', { name: 'The form for you' })).getByText('Form W-8EXP')).toBeTruthy();
  });

  it("says 'no form required' in the Canadian variant without a Canadian account", () => {
    renderScreen('canadian');
    choose(HOLDER, 'An individual');
    choose(US_INCOME, 'No');
    choose(CONTROLLING, 'No');
    choose(CITIZEN, 'No');
    choose('Is the account held with a Canadian financial institution?', 'No');
    expect(
      within(screen.getByRole('region', { name: 'No form is required' })).getByText(
        'The account is not held with a Canadian financial institution.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a form yourself' }).getAttribute('href')).toBe('/form-selection');
  });

  it('clears the later answers when an earlier one changes, and says how many', () => {
    renderScreen();
    answerUsCitizen();
    choose(US_INCOME, 'Yes');
    // The status answers and the names after them.
    expect(screen.getByText(/we cleared 4 answers that depended on it/)).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: CONTROLLING })).queryByRole('radio', { checked: true }),
    ).toBeNull();
    // The names are asked again only once the answers lead to a form again.
    expect(screen.queryByRole('textbox', { name: 'Last name' })).toBeNull();
    expect(
      within(screen.getByRole('radiogroup', { name: HOLDER })).getByRole('radio', { name: 'An individual' }),
    ).toHaveProperty('checked', true);
    expect(screen.queryByRole('region', { name: 'The form for you' })).toBeNull();
  });

  it('takes a typed answer when the field is left, and shows its error only once edited', () => {
    renderScreen();
    choose(HOLDER, 'An individual');
    choose(US_INCOME, 'No');
    choose(CONTROLLING, 'No');
    choose(CITIZEN, 'Yes');
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(screen.queryByText('Enter the first name.')).toBeNull();
    fireEvent.change(first, { target: { value: 'J' } });
    fireEvent.blur(first);
    fireEvent.change(first, { target: { value: '  ' } });
    fireEvent.blur(first);
    expect(screen.getByText('Enter the first name.')).toBeTruthy();
  });
});
