import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FormRoute from './form';
import StatusRoute from './status';
import { NotificationBar } from '../../components/ui/NotificationBar';
import { queryKeys } from '../../lib/api/api';
import { useNotifications } from '../../lib/ui/notifications';
import { paths } from '../../lib/navigation/paths';
import { SelectedAccountProvider } from '../../lib/session/selected-account';
import { renderWithApp } from '../../testing/render-app';
import { fetchFromSimulator, simulatorForFile, validW9, type OnSimulator } from '../../testing/on-simulator';

/**
 * Rows of the app-shell.md §8 error catalogue on the form route (docs/error-catalogue.md, ADR 082): each test is named after
 * its shipped scenario and runs the page against the real simulator switched to it, so the scenario's fault and
 * the app's reaction are checked together, without a browser.
 */
const simulator = simulatorForFile();

/** A new W-9 of Jane's, added through the API. */
async function newW9(sim: OnSimulator): Promise<number> {
  const added = (await sim.call('PUT', '/api/forms', { isOnline: true, accountId: 5001, formType: 'w9_2024' })) as {
    formId: number;
  };
  return added.formId;
}

/** The notifications as the shell shows them. */
function Notices() {
  const { notifications, dismiss } = useNotifications();
  return <NotificationBar items={notifications} regionLabel="Notifications" closeLabel="Close" onClose={dismiss} />;
}

/** The form route as the shell shows it: once the online configuration (the scenario's) has loaded. */
async function openForm(sim: OnSimulator, path: string) {
  const config = await sim.call('GET', '/api/config');
  await renderWithApp(
    <SelectedAccountProvider>
      <Routes>
        <Route path={paths.form.pattern} element={<FormRoute />} />
        {paths.status.kinds.map((kind) => (
          <Route key={kind} path={paths.status.pattern(kind)} element={<StatusRoute kind={kind} />} />
        ))}
      </Routes>
      <Notices />
    </SelectedAccountProvider>,
    path,
    'en',
    (client) => client.setQueryData(queryKeys.config, { status: 200, body: config, headers: new Headers() }),
  );
}

describe('error catalogue rows on the form route, against the simulator', () => {
  it('forms-get-401-unauthorized', async () => {
    const sim = await fetchFromSimulator(simulator.app, 'forms-get-401-unauthorized');
    await openForm(sim, `/forms/w9_2024/${await newW9(sim)}`);
    expect(await screen.findByText('For your security your access to this page has been denied.')).toBeTruthy();
    expect(screen.queryByText('Not authorised.')).toBeNull();
  });

  it('forms-get-404-not-found', async () => {
    const sim = await fetchFromSimulator(simulator.app, 'forms-get-404-not-found');
    await openForm(sim, `/forms/w9_2024/${await newW9(sim)}`);
    expect(await screen.findByText('The requested resource does not exist.')).toBeTruthy();
    expect(screen.queryByText('Form not found.')).toBeNull();
  });

  it('forms-validate-missing-body', async () => {
    const sim = await fetchFromSimulator(simulator.app, 'forms-validate-missing-body');
    await openForm(sim, `/forms/w9_2024/${await newW9(sim)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }, { timeout: 30_000 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "500 - Something's not quite right. Please try again or speak to your designated contact.",
    );
    // Nothing typed is lost: the form is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Form W-9' })).toBeTruthy();
  });

  it('tin-not-matched', async () => {
    const sim = await fetchFromSimulator(simulator.app, 'tin-not-matched');
    const id = await newW9(sim);
    // Answers that pass every rule, checked as the page's Check sends them; the scenario's IRS answers code 3.
    const { data } = (await sim.call('GET', `/api/forms/${id}`)) as { data: Record<string, Record<string, unknown>> };
    const result = (await sim.call('POST', `/api/forms/w9_2024/${id}/validate`, validW9(data))) as object;
    expect(result).toMatchObject({ tinMatched: false });
    // The form opens with that saved result: red, at the TIN, with the catalogue's text.
    await openForm(sim, `/forms/w9_2024/${id}`);
    const mismatch =
      'This taxpayer identification number and name do not match the IRS records. Check both and correct them.';
    expect((await screen.findAllByText(mismatch, undefined, { timeout: 30_000 })).length).toBeGreaterThan(0);
  });

  it('form-type-without-definition', async () => {
    const sim = await fetchFromSimulator(simulator.app, 'form-type-without-definition');
    const added = (await sim.call('PUT', '/api/forms', { isOnline: true, accountId: 5001, formType: 'w8bene' })) as {
      formId: number;
    };
    await openForm(sim, `/forms/w8bene/${added.formId}`);
    expect(await screen.findByRole('heading', { name: 'Incorrect blank type: w8bene' })).toBeTruthy();
    expect(screen.getByText('This form cannot be completed online. Please choose another form.')).toBeTruthy();
  });
});
