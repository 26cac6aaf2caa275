import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Connection } from '../../lib/api/connection';
import { ConnectionProvider } from '../../lib/api/connection-context';
import { createI18n } from '../../lib/i18n/i18n';
import { ConnectionStatus } from './ConnectionStatus';

/** A connection that lost the network once (three failed tries) and then got an answer: 'restored'. */
async function restoredConnection(): Promise<Connection> {
  const connection = new Connection({
    sleep: async () => undefined,
    browserOnline: () => true,
    waitForOnline: async () => undefined,
    probe: async () => true,
  });
  await connection
    .run(async () => {
      throw new TypeError('Failed to fetch');
    })
    .catch(() => undefined);
  expect(connection.getState().isOnline).toBe(false);
  await connection.run(async () => ({ status: 200 }));
  expect(connection.getState().restored).toBe(true);
  return connection;
}

describe('ConnectionStatus', () => {
  afterEach(cleanup);

  async function renderAt(path: string) {
    const i18n = await createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ConnectionProvider connection={await restoredConnection()}>
          <MemoryRouter initialEntries={[path]}>
            <ConnectionStatus />
          </MemoryRouter>
        </ConnectionProvider>
      </I18nextProvider>,
    );
  }

  it('shows "Connection restored." from the app’s own texts after the network came back', async () => {
    await renderAt('/form-selection');
    expect(screen.getByRole('status').textContent).toContain('Connection restored.');
  });

  it('shows no "connection restored" on the no-connection page, whatever call got through', async () => {
    await renderAt('/no-internet');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
