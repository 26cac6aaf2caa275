import type { OnlineConfig } from '@taxcert/contracts';
import { loadDefinition, staticReferenceSource } from '@taxcert/forms';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../../fixtures/config/online-config.json';
import staticData from '../../../../../../fixtures/reference/static-data.json';
import { queryKeys } from '../../../lib/api/api';
import { LeaveGuardProvider } from '../../../lib/navigation/leave-guard';
import { SelectedAccountProvider } from '../../../lib/session/selected-account';
import { json, renderWithApp, stubFetch } from '../../../testing/render-app';
import { savedForm } from '../../../testing/saved-form';
import { membersOf, type Member } from '../logic/members';
import { FormEditor } from './FormEditor';

/**
 * The CRS-I + W-8BEN group's shared answers in its two tabs (ADR 029): the name and date of birth
 * are typed once, in the CRS-I, and the W-8BEN shows them read-only with a link back to where they are entered.
 */
const config = onlineConfig as unknown as OnlineConfig;
const reference = staticReferenceSource(staticData);

let members: Member[];
beforeAll(async () => {
  const defs = await Promise.all(['crsi_2024', 'w8ben_2021'].map(async (type) => (await loadDefinition(type))!));
  // As the simulator adds the group: both forms pre-filled alike (Jane's record), the W-8BEN's shared answers filled in.
  members = membersOf(
    [
      savedForm('crsi_2024', 1, {
        crsName: { title: 'Ms', firstName: 'Jane', lastName: 'Doe' },
        birthDetails: { birthDate: '12-04-1980' },
      }),
      savedForm('w8ben_2021', 2, { name: { name: 'Jane Doe' }, birthDetails: { birthDate: '04-12-1980' } }),
    ],
    defs,
    config,
  )!;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The calls the page makes: the countries, and each form's validation (answered: valid, nothing found). */
async function openGroup() {
  const calls = stubFetch(async ({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/config/jurisdictions') return json(reference.jurisdictions());
    const validate = /^\/api\/formgroups\/9\/(\w+)\/validate$/.exec(pathname);
    if (validate)
      return json({
        valid: true,
        formType: validate[1],
        customerId: 1001,
        customerName: 'Jane Doe',
        rejections: [],
        warnings: [],
        tinMatched: null,
      });
    return json({ code: 404, message: 'not found' }, 404);
  });
  await renderWithApp(
    <LeaveGuardProvider>
      <SelectedAccountProvider>
        <FormEditor
          subject={{ kind: 'group', type: 'crsiw8ben', id: 9 }}
          members={members}
          stage={0}
          title="CRS Individual and Form W-8BEN"
        />
      </SelectedAccountProvider>
    </LeaveGuardProvider>,
    '/forms/groups/crsiw8ben/9',
    'en',
    (client) => client.setQueryData(queryKeys.config, { status: 200, body: config, headers: new Headers() }),
  );
  const crsTab = await screen.findByRole('tab', { name: /^CRS Individual Self-Certification/ }, { timeout: 10_000 });
  return { calls, crsTab, w8Tab: screen.getByRole('tab', { name: /^Form W-8BEN/ }) };
}

describe("a group's shared answers in its tabs", () => {
  it('a name typed in the CRS-I shows in the W-8BEN, read-only, with a link that opens the CRS-I at the name', async () => {
    const { crsTab, w8Tab } = await openGroup();
    const panel = () => screen.getByRole('tabpanel');
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'First or given name' }), {
      target: { value: 'Anna' },
    });
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Middle name(s)' }), { target: { value: 'Maria' } });
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Last or family name' }), {
      target: { value: 'Schmidt' },
    });

    fireEvent.click(w8Tab);
    const name = await within(panel()).findByRole('textbox', {
      name: /Name of individual who is the beneficial owner/,
    });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Anna Maria Schmidt'));
    expect((name as HTMLInputElement).disabled).toBe(true);
    const question = name.closest('[data-question]') as HTMLElement;
    expect(
      within(question).getByText(
        /Filled in from CRS Individual Self-Certification: you answer this once, for both forms\./,
      ),
    ).toBeTruthy();
    // Not the lock groups' "comes from our records": this answer is the customer's own, changed in the other form.
    expect(within(question).queryByText(/comes from our records/)).toBeNull();
    // The date of birth too, written as line 8 asks (MM-DD-YYYY).
    const part = (suffix: string) => panel().querySelector<HTMLSelectElement>(`#q-birthDetails-birthDate${suffix}`);
    expect([part('')?.value, part('-day')?.value, part('-year')?.value]).toEqual(['4', '12', '1980']);
    expect(part('')?.closest('fieldset')?.disabled).toBe(true);

    fireEvent.click(within(question).getByRole('link', { name: 'Change it in CRS Individual Self-Certification' }));
    await waitFor(() => expect(crsTab.getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(document.activeElement?.id).toBe('q-crsName-lastName'));
  });

  it('the W-8BEN sends the shared answers with its own: Check saves them with it, though it was never opened', async () => {
    const { calls } = await openGroup();
    fireEvent.change(within(screen.getByRole('tabpanel')).getByRole('textbox', { name: 'First or given name' }), {
      target: { value: 'Janet' },
    });
    // The CRS-I's date of birth: day, month, year (dd-MM-yyyy).
    for (const [suffix, value] of [
      ['', '1'],
      ['-month', '2'],
      ['-year', '1979'],
    ] as const) {
      fireEvent.change(screen.getByRole('tabpanel').querySelector(`#q-birthDetails-birthDate${suffix}`)!, {
        target: { value },
      });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/w8ben_2021/validate'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/w8ben_2021/validate'))?.body as Record<
      string,
      Record<string, unknown>
    >;
    expect(sent.name).toEqual({ name: 'Janet Doe' });
    expect(sent.birthDetails?.birthDate).toBe('02-01-1979');
  });

  it('a name cleared in the CRS-I leaves line 1 of the W-8BEN empty: it never holds what the CRS-I does not say', async () => {
    const { w8Tab } = await openGroup();
    for (const name of ['First or given name', 'Last or family name']) {
      fireEvent.change(within(screen.getByRole('tabpanel')).getByRole('textbox', { name }), { target: { value: '' } });
    }
    fireEvent.click(w8Tab);
    const line1 = await within(screen.getByRole('tabpanel')).findByRole('textbox', {
      name: /Name of individual who is the beneficial owner/,
    });
    await waitFor(() => expect((line1 as HTMLInputElement).value).toBe(''));
    expect((line1 as HTMLInputElement).disabled).toBe(true);
  });

  /** Line 3's street and city: the first such boxes of each form are its residence address (before the mailing address). */
  const STREET = /Address \(number, street/;
  const CITY = /City or town/;

  it("line 3 of the W-8BEN follows the CRS-I's residence address, editable, until the customer makes it differ", async () => {
    const { crsTab, w8Tab } = await openGroup();
    const panel = () => screen.getByRole('tabpanel');
    const type = (name: string | RegExp, value: string) =>
      fireEvent.change(within(panel()).getAllByRole('textbox', { name })[0]!, { target: { value } });
    type(STREET, 'Unter den Linden 1');
    type(CITY, 'Berlin');

    fireEvent.click(w8Tab);
    const street = (await within(panel()).findAllByRole('textbox', { name: STREET }))[0] as HTMLInputElement;
    await waitFor(() => expect(street.value).toBe('Unter den Linden 1'));
    expect((within(panel()).getAllByRole('textbox', { name: CITY })[0] as HTMLInputElement).value).toBe('Berlin');
    // Not locked: line 3 has its own rules and may rightly differ (a permanent residence elsewhere). The field says so.
    expect(street.disabled).toBe(false);
    const description = (street.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(description[0]).toBe(
      'Filled in from your residence address in CRS Individual Self-Certification until you change it here. Change it if your permanent residence address is different.',
    );

    // The customer's own permanent residence address on the W-8BEN: a later change in the CRS-I leaves it alone.
    type(STREET, 'Hauptstraße 5');
    fireEvent.click(crsTab);
    type(STREET, 'Friedrichstraße 10');
    fireEvent.click(w8Tab);
    const kept = (await within(panel()).findAllByRole('textbox', { name: STREET }))[0] as HTMLInputElement;
    expect(kept.value).toBe('Hauptstraße 5');
    expect((within(panel()).getAllByRole('textbox', { name: CITY })[0] as HTMLInputElement).value).toBe('Berlin');
  });
});
