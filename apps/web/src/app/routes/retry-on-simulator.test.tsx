import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../app-on-simulator';
import { fetchFromSimulator, simulatorForFile } from '../../testing/on-simulator';

/**
 * The retry schedule of app-shell.md §7 as the customer meets it at start-up (docs/error-catalogue.md): the whole route
 * table in happy-dom, its calls answered by the real simulator switched to the shipped scenario of the test's name.
 * The page's timers are the test's (the simulator's answers still arrive as they come), so the 3 s wait is the
 * app's own, not waited for. Moved from e2e/session-and-network.e2e.ts (ADR 101); connection.test.ts checks the
 * schedule on its own.
 */
const simulator = simulatorForFile();
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Lets the simulator answer and the page render, without the page's clock moving: until `done` (at most 30 s), or
 * without `done` for 200 ms, long enough for anything already due to happen.
 */
async function settle(done?: () => boolean): Promise<void> {
  const until = performance.now() + (done ? 30_000 : 200);
  while (!(done?.() ?? false) && performance.now() < until) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

describe('retries at start-up against the simulator', () => {
  it('retry-config-503-twice', async () => {
    // setImmediate stays real: the in-process simulator answers through it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const sim = await fetchFromSimulator(simulator.app, 'retry-config-503-twice');
    const configCalls = () => sim.calls.filter((call) => new URL(call.url, 'http://x').pathname === '/api/config');
    await renderAppAt('/links/privacy');
    // After the second failure (retried at once: retries > 1) the full-screen overlay shows while waiting 3 s.
    const overlay = () =>
      screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes('Trying to reach the server again…'));
    await settle(() => overlay() !== undefined);
    expect(overlay()).toBeDefined();
    expect(configCalls()).toHaveLength(2);

    // No third call within 2.9 s (app-shell.md §9: retry delay 3000 ms)…
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    await settle();
    expect(configCalls()).toHaveLength(2);
    expect(overlay()).toBeDefined();

    // …and the third call, its success and the page within 0.2 s more.
    await act(() => vi.advanceTimersByTimeAsync(200));
    await settle(() => screen.queryByRole('heading', { name: 'Privacy' }) !== null);
    expect(screen.getByRole('heading', { name: 'Privacy' })).toBeTruthy();
    expect(overlay()).toBeUndefined();
    expect(configCalls()).toHaveLength(3);
    // Counted at the simulator too: the two 503s and the success, nothing replayed twice.
    const counted = await simulator.app.inject({ method: 'GET', url: '/__sim/calls', headers: sim.auth });
    expect(counted.json<{ calls: Record<string, number> }>().calls['config.get']).toBe(3);
  });
});
