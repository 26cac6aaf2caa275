import type { OnlineConfig } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../../fixtures/config/online-config.json';
import { queryKeys } from '../../../lib/api/api';
import { LeaveGuardProvider } from '../../../lib/navigation/leave-guard';
import { json, renderWithApp, stubFetch, type FetchCall } from '../../../testing/render-app';
import { NotForNote } from './NotForNote';

/**
 * ADR 059: a form opens with its "Do NOT use this form for" list as a closed disclosure; each form a row
 * names starts for the same account where the institution offers it (enabled and visible), and is only named otherwise.
 */
const config = onlineConfig as unknown as OnlineConfig;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function note(formType = 'w8ben_2021', offered: OnlineConfig = config): Promise<FetchCall[]> {
  const def = (await loadDefinition(formType))!;
  const calls = stubFetch(({ method, url }) =>
    method === 'PUT' && url.endsWith('/api/forms')
      ? json({ success: true, formId: 12, error: null, collectableSupportingDocs: [] })
      : json({ code: 404, message: 'not found' }, 404),
  );
  await renderWithApp(
    <LeaveGuardProvider>
      <Routes>
        <Route path={`/forms/${formType}/7`} element={<NotForNote def={def} accountId={5001} />} />
        <Route path="/forms/:type/12" element={<h1>The new form</h1>} />
      </Routes>
    </LeaveGuardProvider>,
    `/forms/${formType}/7`,
    'en',
    (client) => client.setQueryData(queryKeys.config, { status: 200, body: offered, headers: new Headers() }),
  );
  return calls;
}

const rows = () => within(screen.getByRole('group')).getAllByRole('listitem');

describe('the "Do NOT use this form for" note', () => {
  it('is a closed disclosure whose summary says what it is for', async () => {
    await note();
    const summary = screen.getByText('Not the right form for you? Who must use another form');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText('Do NOT use this form for:')).toBeTruthy();
  });

  it('lists the W-8BEN’s five rows; a button starts each offered form, Form 8233 / W-4 are only named in the text', async () => {
    await note();
    const listed = rows();
    expect(listed.map((row) => row.firstChild?.textContent)).toEqual([
      'An entity (not an individual)',
      'A U.S. citizen or other U.S. person, including a resident alien individual',
      'An individual claiming that income is effectively connected with the conduct of a trade or business in the United States (other than personal services)',
      'An individual receiving compensation for personal services performed in the United States (use Form 8233 or Form W-4)',
      'A person acting as an intermediary',
    ]);
    const buttons = listed.map((row) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    );
    expect(buttons).toEqual([
      ['Start Form W-8BEN-E'],
      ['Start Form W-9'],
      ['Start Form W-8ECI'],
      [],
      ['Start Form W-8IMY'],
    ]);
  });

  it('names a form the institution does not offer (hidden or disabled) without a button', async () => {
    const hidden = {
      ...config,
      formTypes: config.formTypes.map((e) =>
        e.formType === 'w9_2024'
          ? { ...e, isVisible: false }
          : e.formType === 'w8imy_2021'
            ? { ...e, isEnabled: false }
            : e,
      ),
    };
    await note('w8ben_2021', hidden);
    const [, usPerson, , , intermediary] = rows();
    expect(within(usPerson!).queryByRole('button')).toBeNull();
    expect(within(usPerson!).getByText('Form W-9')).toBeTruthy();
    expect(within(intermediary!).queryByRole('button')).toBeNull();
    expect(within(intermediary!).getByText('Form W-8IMY')).toBeTruthy();
  });

  it('starts the named form for the same account and opens it', async () => {
    const calls = await note();
    fireEvent.click(screen.getByRole('button', { name: 'Start Form W-9' }));
    expect(await screen.findByRole('heading', { name: 'The new form' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    ]);
  });

  it('the earlier W-8BEN revision shows the same list; a form without one shows nothing', async () => {
    await note('w8ben');
    expect(rows()).toHaveLength(5);
    cleanup();
    await note('w9_2024');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText('Not the right form for you? Who must use another form')).toBeNull();
  });
});
