import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, DEFERRED_RETRY_MS } from '../../lib/api/deferred';
import { json, renderWithApp, stubFetch } from '../../testing/render-app';
import { keepSessionAliveWhile } from '../../lib/session/session-busy';
import { SessionKeeper, WARNING_LEAD_MS } from './SessionKeeper';
import * as warningModule from './SessionWarning';

// renderWithApp's runtime configuration: a 20-minute session with a 2-minute warning.
const TIMEOUT_MS = 20 * 60_000;
const WARN_MS = 120_000;

/** The warning's chunk as the test hands it out: the real module (already imported, so that it arrives on the test's clock), after `failures` failed loads. */
function warningChunk(failures = 0) {
  let left = failures;
  const load = vi.fn(() =>
    left-- > 0
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(warningModule),
  );
  return { load, piece: deferred(load) };
}

async function renderKeeper(piece: ReturnType<typeof warningChunk>['piece']) {
  // Whatever the shell asks for (the online configuration): a signed-out answer without a keep-alive address.
  stubFetch(() => json({ code: 401, message: 'Signed out' }, 401));
  await renderWithApp(
    <Routes>
      <Route path="/form-selection" element={<SessionKeeper isPublic={false} warningModule={piece} />} />
      <Route path="/sessiontimeout" element={<p>Timed out</p>} />
    </Routes>,
    '/form-selection',
  );
}

/** Runs the clock a second at a time, each second's renders done before the next (as in a browser). */
async function advance(ms: number) {
  for (let step = 0; step < ms; step += 1000) await act(() => vi.advanceTimersByTimeAsync(Math.min(1000, ms - step)));
}
const warning = () => screen.queryByRole('dialog', { name: 'Your session is about to end' });

describe('SessionKeeper: the warning dialog is its own chunk (ADR 031)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the chunk only a minute before the warning, which then shows on time', async () => {
    const { load, piece } = warningChunk();
    await renderKeeper(piece);
    await advance(TIMEOUT_MS - WARN_MS - WARNING_LEAD_MS - 1000);
    expect(load).not.toHaveBeenCalled();
    await advance(1000);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(WARNING_LEAD_MS - 1000);
    expect(warning()).toBeNull();
    await advance(1000);
    expect(warning()).not.toBeNull();
    expect(screen.getByText(/you will be signed out in 2:00 unless you choose to stay signed in/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load breaks nothing and is asked for again: the warning still shows on time', async () => {
    const { load, piece } = warningChunk(3);
    await renderKeeper(piece);
    await advance(TIMEOUT_MS - WARN_MS - WARNING_LEAD_MS);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(3 * DEFERRED_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(4);
    await advance(WARNING_LEAD_MS - 3 * DEFERRED_RETRY_MS);
    expect(warning()).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('a chunk that never arrives: no dialog, and the session-timeout page when the time is up', async () => {
    const { load, piece } = warningChunk(Number.POSITIVE_INFINITY);
    await renderKeeper(piece);
    await advance(TIMEOUT_MS - 1000);
    expect(warning()).toBeNull();
    expect(load.mock.calls.length).toBeGreaterThan(10);
    expect(screen.queryByText('Timed out')).toBeNull();
    await advance(1000);
    expect(screen.getByText('Timed out')).toBeTruthy();
  });
});

describe('SessionKeeper: no time-out under a running upload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts an upload under way as activity: no warning and no time-out page until it has ended', async () => {
    const { piece } = warningChunk();
    await renderKeeper(piece);
    let finish = () => undefined as void;
    const upload = keepSessionAliveWhile(new Promise<void>((resolve) => (finish = resolve)));
    await advance(TIMEOUT_MS + 60_000);
    expect(warning()).toBeNull();
    expect(screen.queryByText('Timed out')).toBeNull();
    finish();
    await act(() => upload);
    // From its end, the usual idle time.
    await advance(TIMEOUT_MS - 1000);
    expect(screen.queryByText('Timed out')).toBeNull();
    await advance(2000);
    expect(screen.getByText('Timed out')).toBeTruthy();
  });
});
