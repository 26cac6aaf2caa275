import type { OnlineConfig } from '@taxcert/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../fixtures/config/online-config.json';
import { queryKeys } from '../../lib/api/api';
import { SelectedAccountProvider } from '../../lib/session/selected-account';
import { json, renderWithApp, stubFetch } from '../../testing/render-app';
import { FormSelection } from './FormSelection';

const signedIn = {
  ...(onlineConfig as unknown as OnlineConfig),
  customerData: null,
  secretKey: null,
  customer: {
    customerId: 1001,
    accounts: [{ id: 5001, displayName: 'Brokerage account ••4821', isCrsParticipating: true }],
  },
};
const seedSignedIn = (client: QueryClient) => {
  client.setQueryData(queryKeys.config, { status: 200, body: signedIn, headers: new Headers() });
  client.setQueryData(queryKeys.authState, { status: 200, body: { authState: 'Authorised' }, headers: new Headers() });
};

beforeEach(() => {
  stubFetch(() => json({ code: 404, message: 'no' }, 404));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Form selection for a signed-in customer with one account; the W-8BEN card's Start button. */
async function w8benStart(): Promise<HTMLElement> {
  await renderWithApp(
    <SelectedAccountProvider>
      <FormSelection />
    </SelectedAccountProvider>,
    '/form-selection',
    'en',
    seedSignedIn,
  );
  const card = (await screen.findAllByRole('article')).find((article) =>
    within(article).queryByRole('heading', { name: 'Form W-8BEN' }),
  );
  if (!card) throw new Error('no W-8BEN card');
  return within(card).getByRole('button', { name: 'Start' });
}

describe('form selection: the form-choice modal comes from its own chunk (ADR 031)', () => {
  it('Start opens the modal for the chosen form; the card says it is busy until the modal is there', async () => {
    const start = await w8benStart();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerEnter(start);
    fireEvent.click(start);
    // The chunk asked for on pointing at the button has not arrived yet (the module loads on the real clock).
    expect(start.getAttribute('aria-busy')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Form W-8BEN' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(start.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a form being started keeps its card busy, even when the modal is closed meanwhile, until the add call answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubFetch((call) =>
      call.method === 'PUT' && call.url.endsWith('/api/forms')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json({ code: 404, message: 'no' }, 404),
    );
    const start = await w8benStart();
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Form W-8BEN' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      isOnline: true,
      accountId: 5001,
      formType: 'w8ben_2021',
    });
    expect(start.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(start.getAttribute('aria-busy')).toBe('true');
    answer(json({ success: false, error: { code: 4001, message: 'Not now.' } }));
    await vi.waitFor(() => expect(start.getAttribute('aria-busy')).toBe('false'));
    expect(start.hasAttribute('disabled')).toBe(false);
  });
});
