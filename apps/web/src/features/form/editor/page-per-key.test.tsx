import type { OnlineConfig } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../../fixtures/config/online-config.json';
import { queryKeys } from '../../../lib/api/api';
import { LeaveGuardProvider } from '../../../lib/navigation/leave-guard';
import { SelectedAccountProvider } from '../../../lib/session/selected-account';
import { json, renderWithApp, stubFetch } from '../../../testing/render-app';
import { savedForm } from '../../../testing/saved-form';
import { membersOf, type Member } from '../logic/members';
import { FormEditor } from './FormEditor';
import * as check from './use-check';

/**
 * The page around a form subscribes to what it shows (ADR 027, docs/architecture.md "The answer loop"): a keystroke
 * re-renders the rows it changes, and the page (results panel, action bar, supporting documents, MemberForm's hooks)
 * only when a form's "changed since its last Check" flips — also while the answers are kept as a draft (ADR 047).
 * FormEditor calls useCheck once per render, so its calls count the page's renders.
 */
vi.mock('./use-check', async (importOriginal) => {
  const actual = await importOriginal<typeof check>();
  return { ...actual, useCheck: vi.fn(actual.useCheck) };
});

/** A signed-in customer: the editor keeps the answers as a draft (ADR 047) while they differ from the server's. */
const config = { ...onlineConfig, customer: { customerId: 1001, accounts: [] } } as unknown as OnlineConfig;

let members: Member[];
beforeAll(async () => {
  const def = (await loadDefinition('w9_2024'))!;
  members = membersOf([savedForm('w9_2024', 3, {})], [def], config)!;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openW9() {
  stubFetch(() => json({ code: 404, message: 'not found' }, 404));
  await renderWithApp(
    <LeaveGuardProvider>
      <SelectedAccountProvider>
        <Routes>
          <Route
            path="/forms/w9_2024/3"
            element={
              <FormEditor
                subject={{ kind: 'form', type: 'w9_2024', id: 3 }}
                members={members}
                reference={{ w9_2024: {} }}
                stage={0}
                title="Form W-9"
              />
            }
          />
        </Routes>
      </SelectedAccountProvider>
    </LeaveGuardProvider>,
    '/forms/w9_2024/3',
    'en',
    (client) => client.setQueryData(queryKeys.config, { status: 200, body: config, headers: new Headers() }),
  );
}

describe('a keystroke and the page around the form', () => {
  it('the page renders when the form first differs from the server, not on the keys after', async () => {
    await openW9();
    const name = await screen.findByRole('textbox', { name: /Name of entity\/individual/ });
    const pageRenders = vi.mocked(check.useCheck);
    pageRenders.mockClear();
    fireEvent.change(name, { target: { value: 'J' } });
    // The form now differs from what the server holds: Check's state and the leave prompt change with it.
    const afterFirst = pageRenders.mock.calls.length;
    expect(afterFirst).toBeGreaterThanOrEqual(1);
    for (const value of ['Ja', 'Jan', 'Jane']) fireEvent.change(name, { target: { value } });
    expect(pageRenders.mock.calls.length - afterFirst).toBe(0);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Name of entity\/individual/ }).value).toBe('Jane');
  });
});
