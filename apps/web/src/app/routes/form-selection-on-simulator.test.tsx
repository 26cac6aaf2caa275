import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadReactions } from '../../lib/failures/late-reactions';
import { expectAt, findPageHeading, renderAppAt } from '../app-on-simulator';
import { fetchFromSimulator, simulatorForFile, type OnSimulator } from '../../testing/on-simulator';

/**
 * Form selection's reactions to the add-form call (app-shell.md §2, §8; docs/error-catalogue.md, ADR 082, ADR 090):
 * the whole route table in happy-dom, its calls answered by the real simulator switched to the shipped scenario of
 * the test's name. What needs a browser (a dropped connection, layout, axe) stays in e2e/shell.e2e.ts.
 */
const simulator = simulatorForFile();

/** Acme (one account) on `scenario`, at form selection: Start on the W-9's card and Continue in its form choice. */
async function startW9(scenario: string): Promise<{ sim: OnSimulator; start: HTMLElement }> {
  const sim = await fetchFromSimulator(simulator.app, scenario, 'CUST-1002');
  // Where a refused call leads is checked here; the wait before its retry, in retry-on-simulator.test.tsx.
  await renderAppAt('/form-selection', { retryAtOnce: true });
  const card = await screen.findByRole('article', { name: 'Form W-9' }, { timeout: 15_000 });
  const start = within(card).getByRole('button', { name: 'Start' });
  fireEvent.click(start);
  const dialog = await screen.findByRole('dialog', { name: 'Form W-9' }, { timeout: 15_000 });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return { sim, start };
}

describe('form selection against the simulator', () => {
  it('form selection: one account is selected automatically and no dropdown shows', async () => {
    await fetchFromSimulator(simulator.app, 'default', 'CUST-1002');
    await renderAppAt('/form-selection');
    expect(await findPageHeading('Welcome, Acme Holdings LLC')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    const card = await screen.findByRole('article', { name: 'Form W-9' });
    expect(within(card).getByRole('button', { name: 'Start' }).hasAttribute('disabled')).toBe(false);
    // The header names the account the forms are for.
    expect(screen.getByText('Custody account ••1200')).toBeTruthy();
  });

  it('forms-add-403-ignored', async () => {
    const { sim, start } = await startW9('forms-add-403-ignored');
    // The add call was answered (403), and handled once Start is no longer busy.
    await waitFor(() => expect(sim.calls.some((call) => call.method === 'PUT' && call.url.endsWith('/api/forms'))));
    await waitFor(() => expect(start.getAttribute('aria-busy')).not.toBe('true'));
    // A redirect would come once the reactions table has loaded (ADR 075): let it, then look.
    await act(async () => {
      await loadReactions();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(start.hasAttribute('disabled')).toBe(false);
    await expectAt('/form-selection');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forms-add-503-unavailable', async () => {
    await startW9('forms-add-503-unavailable');
    // A 503 is a temporary outage (ADR 046): it says so, and "Try again" goes back to form selection.
    await expectAt('/unavailable?cause=outage');
    expect(await findPageHeading('Temporarily unavailable')).toBeTruthy();
    // It starts the app again (a new page load) on the page the outage interrupted.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(assign).toHaveBeenCalledWith('/form-selection');
  });
});
