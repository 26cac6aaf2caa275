import type { OnlineConfig } from '@taxcert/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../fixtures/config/online-config.json';
import { deferred } from '../../lib/api/deferred';
import { queryKeys } from '../../lib/api/api';
import { RuntimeConfigProvider } from '../../lib/config/runtime-config';
import { json, renderWithApp, stubFetch } from '../../testing/render-app';
import { SessionKeeper } from './SessionKeeper';
import * as warningModule from './SessionWarning';

/**
 * The session-timeout warning's timing (app-shell.md §4, WCAG 2.2.1) with the lengths of the runtime configuration
 * (app-config.json): a 10-minute time-out warned 5 minutes before. Moved from the browser test of
 * e2e/session-and-network.e2e.ts, which keeps the real keep-alive image loads and axe on the real dialog (ADR 101).
 * The clock is the test's: idle minutes pass at once.
 */
const config = { ...(onlineConfig as unknown as OnlineConfig), keepAliveUrl: '/api/keepalive' };
const seed = (client: QueryClient) => {
  client.setQueryData(queryKeys.config, { status: 200, body: config, headers: new Headers() });
};

async function renderKeeper() {
  stubFetch(() => json({ code: 401, message: 'Signed out' }, 401));
  await renderWithApp(
    <RuntimeConfigProvider value={{ apiHost: '', sessionTimeoutMinutes: 10, sessionWarningSeconds: 300 }}>
      <Routes>
        <Route
          path="/form-selection"
          element={<SessionKeeper isPublic={false} warningModule={deferred(() => Promise.resolve(warningModule))} />}
        />
        <Route path="/sessiontimeout" element={<p>Timed out</p>} />
      </Routes>
    </RuntimeConfigProvider>,
    '/form-selection',
    'en',
    seed,
  );
}

/** Runs the clock `ms` on, every timer due meanwhile fired in order, and the renders they cause done. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
const warning = () => screen.queryByRole('dialog', { name: 'Your session is about to end' });
const keepAlive = () => document.querySelector<HTMLImageElement>('img[src*="/api/keepalive"]');

describe('the session-timeout warning with the runtime configuration’s lengths', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('warns 5 minutes before a 10-minute time-out; Stay signed in reloads the keep-alive image; the time runs out 10 minutes after the last key press, not before', async () => {
    await renderKeeper();
    const first = keepAlive()?.getAttribute('src');
    expect(first).toMatch(/^\/api\/keepalive\?t=\d+$/);
    fireEvent.keyDown(window, { key: 'Shift' });

    // No warning after 299 s without activity; the warning by 301 s, counting down from 5 minutes.
    await advance(299_000);
    expect(warning()).toBeNull();
    await advance(2_000);
    expect(warning()).not.toBeNull();
    expect(screen.getByText(/you will be signed out in 4:5\d unless you choose to stay signed in/)).toBeTruthy();

    // Stay signed in: the dialog closes and the keep-alive image is loaded again, with a new timestamp.
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(warning()).toBeNull();
    const second = keepAlive()?.getAttribute('src');
    expect(second).toMatch(/^\/api\/keepalive\?t=\d+$/);
    expect(second).not.toBe(first);

    // A last key press a minute later: the time-out 10 minutes after it, not before (the warning shows meanwhile).
    await advance(60_000);
    fireEvent.keyDown(window, { key: 'Shift' });
    await advance(599_000);
    expect(screen.queryByText('Timed out')).toBeNull();
    expect(warning()).not.toBeNull();
    await advance(2_000);
    expect(screen.getByText('Timed out')).toBeTruthy();
  });
});
