import type { OnlineConfig, ValidationItem } from '@taxcert/contracts';
import type { Locale } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../../../fixtures/config/online-config.json';
import { queryKeys } from '../../../lib/api/api';
import { LeaveGuardProvider, useUnsavedChangesPrompt } from '../../../lib/navigation/leave-guard';
import { english, json, renderWithApp, stubFetch, type FetchCall } from '../../../testing/render-app';
import { findingOffer } from '../logic/findings';
import { ResultsPanel } from './ResultsPanel';

/**
 * A US citizen's W-8BEN is refused and the finding offers Form W-9 — a button beside it that starts
 * the W-9 for the same account, as form selection does; the page's unsaved changes are asked about first.
 */
const config = onlineConfig as unknown as OnlineConfig;
const citizen: ValidationItem = {
  code: 'E-US-CITIZEN',
  codeDescription: english['questionnaire.usIndicia.citizenship.errorMessage'] ?? '',
  field: 'citizenship.country',
};
const mailing: ValidationItem = {
  code: 'WRN-US-MAILING-ADDRESS',
  codeDescription: english['questionnaire.usIndicia.mailingAddress.warning'] ?? '',
  field: 'mailingAddress.country',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form page's results after a Check, the page `dirty` or not; the W-9 it starts opens at its own address. */
async function checked(
  options: { dirty?: boolean; locale?: Locale; offered?: OnlineConfig } = {},
): Promise<FetchCall[]> {
  const def = (await loadDefinition('w8ben_2021'))!;
  const calls = stubFetch(({ method, url }) =>
    method === 'PUT' && url.endsWith('/api/forms')
      ? json({ success: true, formId: 12, error: null, collectableSupportingDocs: [] })
      : json({ code: 404, message: 'not found' }, 404),
  );
  function FormPage() {
    useUnsavedChangesPrompt(options.dirty ?? false);
    return (
      <ResultsPanel
        forms={[
          {
            formType: 'w8ben_2021',
            title: 'Form W-8BEN',
            result: { rejections: [citizen], warnings: [mailing], recommendations: [] },
            labelOf: () => 'Country of citizenship',
            offerOf: (item) => findingOffer(def, item, 5001),
          },
        ]}
        stale={false}
        noRejectionsKey="results.noRejections"
        readFirstKey="results.readFirst"
        onGoTo={() => undefined}
      />
    );
  }
  await renderWithApp(
    <LeaveGuardProvider>
      <Routes>
        <Route path="/forms/w8ben_2021/7" element={<FormPage />} />
        <Route path="/forms/w9_2024/12" element={<h1>The W-9</h1>} />
      </Routes>
    </LeaveGuardProvider>,
    '/forms/w8ben_2021/7',
    options.locale ?? 'en',
    (client) =>
      client.setQueryData(queryKeys.config, { status: 200, body: options.offered ?? config, headers: new Headers() }),
  );
  return calls;
}

const adds = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('a finding that offers another form', () => {
  it('shows "Start Form W-9" beside the US citizen’s rejection only, and starts the W-9 for the form’s account', async () => {
    const calls = await checked();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const [rejection, warning] = within(screen.getByRole('region', { name: 'Results' })).getAllByRole('listitem');
    expect(within(warning!).queryByRole('button')).toBeNull();
    const start = within(rejection!).getByRole('button', { name: 'Start Form W-9' });
    // Customer first: the sentence, "Fix this", the offer, then the code.
    expect([...rejection!.children].map((child) => child.textContent?.slice(0, 20))).toEqual([
      citizen.codeDescription.slice(0, 20),
      'Fix this: Country of',
      'Start Form W-9',
      'E-US-CITIZEN - A US ',
    ]);
    fireEvent.click(start);
    expect(await screen.findByRole('heading', { name: 'The W-9' })).toBeTruthy();
    expect(adds(calls)).toEqual([{ isOnline: true, accountId: 5001, formType: 'w9_2024' }]);
    // A clean page is left without a question.
    expect(confirm).not.toHaveBeenCalled();
  });

  it('with unsaved changes asks first: staying adds no form and keeps the page; leaving asks once and opens the W-9', async () => {
    const calls = await checked({ dirty: true });
    const stay = vi.fn(() => false);
    vi.stubGlobal('confirm', stay);
    fireEvent.click(screen.getByRole('button', { name: 'Start Form W-9' }));
    expect(stay).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(adds(calls)).toEqual([]);
    expect(screen.getByRole('region', { name: 'Results' })).toBeTruthy();

    const leave = vi.fn(() => true);
    vi.stubGlobal('confirm', leave);
    fireEvent.click(screen.getByRole('button', { name: 'Start Form W-9' }));
    expect(await screen.findByRole('heading', { name: 'The W-9' })).toBeTruthy();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(adds(calls)).toEqual([{ isOnline: true, accountId: 5001, formType: 'w9_2024' }]);
  });

  it('names the form as the configuration titles it in the interface language', async () => {
    await checked({ locale: 'de' });
    expect(screen.getByRole('button', { name: 'Formular W-9 ausfüllen' })).toBeTruthy();
  });

  it.each([
    ['does not enable the W-9', { isEnabled: false }],
    ['enables the W-9 but does not show it (its route would send the customer back)', { isVisible: false }],
  ])('offers nothing where the configuration %s', async (_, change) => {
    const notOffered = {
      ...config,
      formTypes: config.formTypes.map((e) => (e.formType === 'w9_2024' ? { ...e, ...change } : e)),
    };
    await checked({ offered: notOffered });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Fix this/ })).toHaveLength(2));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
