import type { OnlineConfig } from '@taxcert/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../fixtures/config/online-config.json';
import FormRoute from './form';
import { FormSelection } from '../../features/form-selection/FormSelection';
import { queryKeys } from '../../lib/api/api';
import { SelectedAccountProvider } from '../../lib/session/selected-account';
import { json, renderWithApp, stubFetch, type FetchCall } from '../../testing/render-app';

/**
 * ADR 058: a superseded revision past its last day shows, instead of the unsupported-form card (a
 * stored form of a revision not built here) or the form's text (form selection), a card saying it is no longer
 * accepted and offering the current revision. The browser's clock is fixed (only Date is faked).
 */
type Patch = Partial<OnlineConfig['formTypes'][number]>;
function configWith(patches: Record<string, Patch>) {
  const base = onlineConfig as unknown as OnlineConfig;
  return {
    ...base,
    customerData: null,
    secretKey: null,
    customer: { customerId: 1001, accounts: [{ id: 5001, displayName: 'Brokerage ••4821', isCrsParticipating: true }] },
    formTypes: base.formTypes.map((e) => ({ ...e, ...patches[e.formType] })),
  };
}
const offered = { isEnabled: true, isVisible: true };
const seed = (config: ReturnType<typeof configWith>) => (client: QueryClient) => {
  client.setQueryData(queryKeys.config, { status: 200, body: config, headers: new Headers() });
  client.setQueryData(queryKeys.authState, { status: 200, body: { authState: 'Authorised' }, headers: new Headers() });
};

let calls: FetchCall[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  calls = stubFetch(({ method, url }) =>
    method === 'PUT' && url.endsWith('/api/forms')
      ? json({ success: true, formId: 12, error: null, collectableSupportingDocs: [] })
      : json({ code: 404, message: 'not found' }, 404),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function storedForm(formType: string, config: ReturnType<typeof configWith>, locale: 'en' | 'de' = 'en') {
  await renderWithApp(
    <SelectedAccountProvider>
      <Routes>
        <Route path="/forms/:formType/:formId" element={<FormRoute />} />
        <Route path="/forms/w8bene_2021/12" element={<h1>The current W-8BEN-E</h1>} />
      </Routes>
    </SelectedAccountProvider>,
    `/forms/${formType}/3`,
    locale,
    seed(config),
  );
}

describe('a stored form of a revision no longer accepted (the unversioned W-8BEN-E)', () => {
  it('shows the card instead of the unsupported one, and starts the current revision for the account', async () => {
    await storedForm('w8bene', configWith({ w8bene: offered }));
    const card = await screen.findByRole('region', {
      name: 'Form W-8BEN-E (Rev. before July 2017) is no longer accepted',
    });
    expect(within(card).getByText(/only until 31 January 2018\./)).toBeTruthy();
    expect(screen.queryByText(/Incorrect blank type/)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Start Form W-8BEN-E (Rev. October 2021)' }));
    expect(await screen.findByRole('heading', { name: 'The current W-8BEN-E' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { isOnline: true, accountId: 5001, formType: 'w8bene_2021' },
    ]);
    expect(within(card).getByRole('link', { name: 'Back to form selection' })).toBeTruthy();
  });

  it('with no account chosen in the tab, its button opens form selection with the current revision chosen', async () => {
    const config = configWith({ w8bene: offered });
    const twoAccounts = {
      ...config,
      customer: {
        customerId: 1001,
        accounts: [
          { id: 5001, displayName: 'Brokerage ••4821', isCrsParticipating: true },
          { id: 5002, displayName: 'Savings ••1200', isCrsParticipating: false },
        ],
      },
    };
    await renderWithApp(
      <SelectedAccountProvider>
        <Routes>
          <Route path="/forms/:formType/:formId" element={<FormRoute />} />
          <Route path="/form-selection" element={<FormSelection />} />
        </Routes>
      </SelectedAccountProvider>,
      '/forms/w8bene/3',
      'en',
      seed(twoAccounts),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start Form W-8BEN-E (Rev. October 2021)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form W-8BEN-E' });
    expect(within(dialog).getByText('Rev. October 2021')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says the current revision is not offered when the institution hides it, with only the way back', async () => {
    await storedForm('w8bene', configWith({ w8bene: offered, w8bene_2021: { isVisible: false } }));
    const card = await screen.findByRole('region', { name: /is no longer accepted/ });
    expect(within(card).getByText('The current revision is not offered here. Please contact us.')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('in German, with the configuration’s localised titles and the date in words', async () => {
    await storedForm('w8imy', configWith({ w8imy: offered }), 'de');
    const card = await screen.findByRole('region', {
      name: 'Formular W-8IMY (Rev. April 2014) wird nicht mehr angenommen',
    });
    expect(within(card).getByText(/nur bis 31\. Dezember 2017 anzufordern/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Formular W-8IMY (Rev. Oktober 2021) ausfüllen' })).toBeTruthy();
  });

  it('where the institution extends the revision, the unsupported-form card shows as before (app-shell.md §8)', async () => {
    await storedForm('w8bene', configWith({ w8bene: { ...offered, acceptedUntil: '2026-11-22' } }));
    expect(await screen.findByRole('region', { name: 'Incorrect blank type: w8bene' })).toBeTruthy();
  });

  it('the day after the extension ends, the card again', async () => {
    vi.setSystemTime(new Date('2026-11-23T00:00:00Z'));
    await storedForm('w8bene', configWith({ w8bene: { ...offered, acceptedUntil: '2026-11-22' } }));
    expect(await screen.findByRole('region', { name: /is no longer accepted/ })).toBeTruthy();
  });
});

describe('form selection: a superseded revision chosen', () => {
  async function choose(title: string, revision: string, config: ReturnType<typeof configWith>) {
    await renderWithApp(
      <SelectedAccountProvider>
        <FormSelection />
      </SelectedAccountProvider>,
      '/form-selection',
      'en',
      seed(config),
    );
    const card = (await screen.findAllByRole('article')).find(
      (article) =>
        within(article).queryByRole('heading', { name: title }) && within(article).queryByText(revision) !== null,
    );
    fireEvent.click(within(card!).getByRole('button', { name: 'Start' }));
  }

  it('shows the card in place of the form’s text; its action chooses the current revision (its own text to read)', async () => {
    await choose('Form W-8BEN-E', 'Rev. July 2017', configWith({ w8bene_2017: offered }));
    const dialog = await screen.findByRole('dialog', { name: 'Form W-8BEN-E (Rev. July 2017) is no longer accepted' });
    expect(within(dialog).getByText(/only until 30 April 2022\./)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Form W-8BEN-E (Rev. October 2021)' }));
    const current = await screen.findByRole('dialog', { name: 'Form W-8BEN-E' });
    expect(within(current).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(within(current).getByText('Rev. October 2021')).toBeTruthy();
    // Nothing was added for the refused revision.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('a revision the institution extends opens its own text as any form does', async () => {
    await choose('Form W-8EXP', 'Rev. July 2017', configWith({ w8exp: { ...offered, acceptedUntil: '2026-12-31' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Form W-8EXP' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
