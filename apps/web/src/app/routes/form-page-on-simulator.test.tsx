import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../app-on-simulator';
import { fetchFromSimulator, simulatorForFile, type OnSimulator } from '../../testing/on-simulator';

/**
 * The form page's header is shown as soon as the form screen knows what is opening, before the form's reference data
 * and its questions (FormPage): the form's titles — the configured one, its revision and the official one — and the
 * loading state below them; when the form arrives it takes the loading state's place under the same heading.
 */
const simulator = simulatorForFile();

const OFFICIAL =
  'Certificate of Foreign Intermediary, Foreign Flow-Through Entity, or Certain U.S. Branches for United States Tax Withholding and Reporting';

/** A new form of Jane's account, as the form selection's Start creates it; its id. */
async function newForm(sim: OnSimulator, formType: string): Promise<number> {
  const created = await sim.call('PUT', '/api/forms', { isOnline: true, accountId: 5001, formType });
  return (created as { formId: number }).formId;
}

describe('the form page while its form loads', () => {
  it("shows the form's titles at once, and the form under the same heading once its reference data has arrived", async () => {
    const sim = await fetchFromSimulator(simulator.app);
    const formId = await newForm(sim, 'w8imy_2021');
    // The list of countries the form opens with is held back until the test lets it through.
    const answered = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/config/jurisdictions')) await held;
      return answered(input, init);
    });

    await renderAppAt(`/forms/w8imy_2021/${formId}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Form W-8IMY' }, { timeout: 15_000 });
    expect(screen.getByText('Rev. October 2021')).toBeTruthy();
    expect(screen.getByText(OFFICIAL)).toBeTruthy();
    expect(screen.getByText('Fields marked with * are required.')).toBeTruthy();
    expect(screen.getByText('Loading the form…')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Name of organization/ })).toBeNull();

    // Where a route change puts focus (lib/navigation/route-focus.ts): it stays there when the form arrives.
    heading.focus();
    release();
    expect(
      await screen.findByRole(
        'textbox',
        { name: /Name of organization that is acting as intermediary/ },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Loading the form…')).toBeNull();
    // The heading the customer (and a route change's focus) was on is the same element, shown once.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(document.activeElement).toBe(heading);
    expect(screen.getAllByText(OFFICIAL)).toHaveLength(1);
  });

  it('shows the official title under a configured title that differs from it, and not again under one that is it', async () => {
    const sim = await fetchFromSimulator(simulator.app);
    const formId = await newForm(sim, 'crsi_2024');
    await renderAppAt(`/forms/crsi_2024/${formId}`);
    await screen.findByRole('heading', { level: 1, name: 'CRS Individual Self-Certification' }, { timeout: 15_000 });
    expect(screen.getByText('Individual Tax Residency Self-Certification')).toBeTruthy();
    cleanup();

    const official = 'Request for Taxpayer Identification Number and Certification';
    simulator.app.sim.changeConfig((config) => {
      const w9 = config.formTypes.find((entry) => entry.formType === 'w9_2024');
      if (w9) w9.title = official;
    });
    await renderAppAt(`/forms/w9_2024/${await newForm(sim, 'w9_2024')}`);
    await screen.findByRole('heading', { level: 1, name: official }, { timeout: 15_000 });
    expect(screen.getAllByText(official)).toHaveLength(1);
  });
});
