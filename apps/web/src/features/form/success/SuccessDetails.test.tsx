import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { servedCatalogue } from '../../../testing/catalogues';
import { SuccessDetails, type SubmissionDetails } from './SuccessDetails';

const submission = { reference: 'TC-20261124-F000012', submittedAt: '2026-11-24T13:45:00.000Z' };
const signedW8: SubmissionDetails = { submission, account: 'Brokerage account ••4821', validUntil: new Date(Date.UTC(2029, 11, 31)), previewOnly: false };

async function renderIn(locale: 'en' | 'de', details: SubmissionDetails) {
  const i18n = await createI18n(locale, servedCatalogue(locale));
  render(
    <I18nextProvider i18n={i18n}>
      <SuccessDetails {...details} />
    </I18nextProvider>,
  );
}

/** The details list as a reader hears it: each term with its value. */
const details = () =>
  screen.queryAllByRole('term').map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);
const nextSteps = () => within(screen.getByRole('region', { name: /What happens next|Wie es weitergeht/ })).getAllByRole('listitem').map((li) => li.textContent);

describe('the success page says what was submitted, when, for which account, and what happens next (issue 21 item 7)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('a signed W-8: the reference, the time in the customer’s time zone, the account, and until when it stays valid', async () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    await renderIn('en', signedW8);
    expect(details()).toEqual(['Confirmation reference: TC-20261124-F000012', 'Submitted: 24 November 2026 at 14:45 CET', 'Account: Brokerage account ••4821']);
    expect(nextSteps()).toEqual([
      'Your institution has received your submission and will review it. If they need anything more, they will contact you.',
      'If you contact them about it, quote the confirmation reference above.',
      'It stays valid until 31 December 2029: give a new form by then, or within 30 days if anything on it stops being true.',
    ]);
  });

  it('in German, the same in German words and the German way of writing the time', async () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    await renderIn('de', signedW8);
    expect(details()).toContain('Übermittelt: 24. November 2026 um 14:45 MEZ');
    expect(nextSteps()[2]).toBe('Es bleibt bis zum 31. Dezember 2029 gültig: Geben Sie bis dahin ein neues Formular ab – oder innerhalb von 30 Tagen, wenn eine Angabe darauf nicht mehr zutrifft.');
  });

  it('a form that does not expire and an API that sends no reference: no validity and no reference made up', async () => {
    await renderIn('en', { submission: null, account: 'Brokerage account ••4821', validUntil: null, previewOnly: false });
    expect(details()).toEqual(['Account: Brokerage account ••4821']);
    expect(nextSteps()).toEqual(['Your institution has received your submission and will review it. If they need anything more, they will contact you.']);
  });

  it('preview-only: nothing was sent, so it says what to do with the PDF', async () => {
    await renderIn('en', { submission: null, account: null, validUntil: null, previewOnly: true });
    expect(screen.queryByRole('term')).toBeNull();
    expect(nextSteps()).toEqual(['Nothing has been sent to your institution: sign the downloaded form and send it to them as they ask.']);
  });
});
