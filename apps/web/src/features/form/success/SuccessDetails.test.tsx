import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { servedCatalogue } from '../../../testing/catalogues';
import { NextSteps, SubmissionFacts } from './SuccessDetails';

const submission = { reference: 'TC-20261124-F000012', submittedAt: '2026-11-24T13:45:00.000Z' };
const account = 'Brokerage account ••4821';

async function renderIn(locale: 'en' | 'de', node: ReactNode) {
  const i18n = await createI18n(locale, servedCatalogue(locale));
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

/** The facts as a reader hears them: each term with its value. */
const facts = () =>
  screen
    .queryAllByRole('term')
    .map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);
const nextSteps = () =>
  within(screen.getByRole('region', { name: /What happens next|Wie es weitergeht/ }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the success page says what was submitted, when, for which account, and what happens next', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('the reference, the time in the customer’s own time zone and the account', async () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    await renderIn('en', <SubmissionFacts submission={submission} account={account} />);
    expect(facts()).toEqual([
      'Confirmation reference: TC-20261124-F000012',
      'Submitted: 24 November 2026 at 14:45 CET',
      `Account: ${account}`,
    ]);
  });

  it('in German, German words and the German way of writing the time', async () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    await renderIn('de', <SubmissionFacts submission={submission} account={account} />);
    expect(facts()).toEqual([
      'Bestätigungsnummer: TC-20261124-F000012',
      'Übermittelt: 24. November 2026 um 14:45 MEZ',
      `Konto: ${account}`,
    ]);
  });

  it('an API that sends no reference: none made up; nothing known, no list at all', async () => {
    await renderIn('en', <SubmissionFacts submission={null} account={account} />);
    expect(facts()).toEqual([`Account: ${account}`]);
    cleanup();
    await renderIn('en', <SubmissionFacts submission={null} account={null} />);
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('what happens next: the review, the reference to quote, and a new form before a W-8 expires', async () => {
    await renderIn('en', <NextSteps hasReference expires previewOnly={false} />);
    expect(nextSteps()).toEqual([
      'Your institution has received your submission and will review it. If they need anything more, they will contact you.',
      'If you contact them about it, quote the confirmation reference above.',
      'Give a new form before this one expires.',
    ]);
    cleanup();
    await renderIn('en', <NextSteps hasReference={false} expires={false} previewOnly={false} />);
    expect(nextSteps()).toEqual([
      'Your institution has received your submission and will review it. If they need anything more, they will contact you.',
    ]);
  });

  it('preview-only: nothing was sent, so it says what to do with the PDF', async () => {
    await renderIn('en', <NextSteps hasReference={false} expires previewOnly />);
    expect(nextSteps()).toEqual([
      'Nothing has been sent to your institution: sign the downloaded form and send it to them as they ask.',
    ]);
  });
});
