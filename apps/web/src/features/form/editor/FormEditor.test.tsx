import type { OnlineConfig } from '@taxcert/contracts';
import { loadDefinition, staticReferenceSource } from '@taxcert/forms';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
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
import { useInitialReference } from './use-initial-reference';

/**
 * A freshly loaded form is not changed, so leaving it asks nothing (app-shell.md §2) — also a W-8BEN-E whose saved
 * limitation on benefits (Part III, line 14b) only the treaty country's reference data shows: the answers the page
 * calls saved, and those it opens with, are read with the form's reference data (GET config/lobs …), as the ones
 * it sends are. The reference calls are answered from the simulator's static data.
 */
const config = onlineConfig as unknown as OnlineConfig;
const reference = staticReferenceSource(staticData);
/** Part III as a customer saved it: Germany, a publicly traded corporation (line 14b), no special rate. */
const saved = {
  name: { name: 'Beispiel GmbH', country: 'DE' },
  entityType: { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' },
  address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
  taxIdNumbers: { ftin: 'DE123456789' },
  treatyClaim: { claimed: 'Yes', country: 'DE', limitationOnBenefit: 'publiclyTradedCorporation' },
  part30: { capacityToSign: true, name: 'Erika Mustermann' },
};

let members: Member[];
beforeAll(async () => {
  const def = (await loadDefinition('w8bene_2021'))!;
  members = membersOf([savedForm('w8bene_2021', 7, saved)], [def], config)!;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The reference calls (GET config/…), as the simulator answers them; anything else is not found. */
function answerReferenceCalls() {
  stubFetch(({ url }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const rates = /^\/api\/config\/specialrateprovisions\/(\w+)$/.exec(pathname);
    if (rates?.[1]) {
      const provisions = reference.specialRateProvisions(rates[1], searchParams.get('hasPensionClaim') === 'true');
      return provisions ? json(provisions) : json({ code: 404, message: 'none' }, 404);
    }
    const calls: Record<string, () => unknown> = {
      '/api/config/jurisdictions': () => reference.jurisdictions(),
      '/api/config/stockmarkets': () => reference.stockMarkets(),
      '/api/config/lobs': () => reference.lobs(),
      '/api/config/igasubclassifications': () => reference.igaSubclassifications(),
      '/api/config/otherarticles': () => reference.otherArticles(),
    };
    const call = calls[pathname];
    return call ? json(call()) : json({ code: 404, message: 'not found' }, 404);
  });
}

/** The editor once its forms' reference data is in, as the form screen opens it. */
function Editor() {
  const reference = useInitialReference(members);
  return reference ? (
    <FormEditor
      subject={{ kind: 'form', type: 'w8bene_2021', id: 7 }}
      members={members}
      reference={reference}
      stage={0}
      title="Form W-8BEN-E"
    />
  ) : null;
}

async function openSaved(withConfig: OnlineConfig = config) {
  answerReferenceCalls();
  await renderWithApp(
    <LeaveGuardProvider>
      <SelectedAccountProvider>
        <Routes>
          <Route
            path="/forms/w8bene_2021/7"
            element={
              <>
                <Link to="/form-selection">Elsewhere</Link>
                <Editor />
              </>
            }
          />
          <Route path="/form-selection" element={<h1>Form selection</h1>} />
        </Routes>
      </SelectedAccountProvider>
    </LeaveGuardProvider>,
    '/forms/w8bene_2021/7',
    'en',
    (client) => client.setQueryData(queryKeys.config, { status: 200, body: withConfig, headers: new Headers() }),
  );
}

describe('a freshly loaded form', () => {
  it('W-8BEN-E with a saved limitation on benefits: the answer is shown once the reference data is in, and leaving asks nothing', async () => {
    await openSaved();
    const lob = await screen.findByRole('combobox', { name: /limitation on benefits/i }, { timeout: 10_000 });
    await waitFor(() => expect((lob as HTMLSelectElement).value).toBe('publiclyTradedCorporation'));
    // The page has settled on what it loaded (the reference data is in and evaluated).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Form selection' })).toBeTruthy();
  });

  it('a changed answer still asks before leaving', async () => {
    await openSaved();
    const name = await screen.findByRole('textbox', { name: /name of organization/i }, { timeout: 10_000 });
    fireEvent.change(name, { target: { value: 'Beispiel AG' } });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Form selection' })).toBeNull();
  });
});

describe('lock groups named in the online configuration (ADR 045)', () => {
  it("lock exactly their fields, read-only with the spec's notice; the others stay editable", async () => {
    const locking: OnlineConfig = {
      ...config,
      formTypes: config.formTypes.map((f) =>
        f.formType === 'w8bene_2021' ? { ...f, lockGroups: ['customerName'] } : f,
      ),
    };
    await openSaved(locking);
    const name = await screen.findByRole('textbox', { name: /name of organization/i }, { timeout: 10_000 });
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect((name as HTMLInputElement).value).toBe('Beispiel GmbH');
    expect(screen.getAllByText('Read only: this answer comes from our records. Contact us to change it.')).toHaveLength(
      1,
    );
    // customerAddress is declared too, but not named: the address stays the customer's to change.
    const [line1] = screen.getAllByRole('textbox', { name: /street|address/i });
    expect((line1 as HTMLInputElement).disabled).toBe(false);
  });

  it('none named: nothing is locked', async () => {
    await openSaved();
    const name = await screen.findByRole('textbox', { name: /name of organization/i }, { timeout: 10_000 });
    expect((name as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText(/comes from our records/)).toBeNull();
  });
});
