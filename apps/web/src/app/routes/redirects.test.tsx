import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAt, findPageHeading, renderAppAt } from '../app-on-simulator';
import { fetchFromSimulator, simulatorForFile } from '../../testing/on-simulator';

/**
 * The redirects of app-shell.md §2 and the start-up rules of §4 that are the app's reaction to one answer of one
 * call (docs/error-catalogue.md, ADR 082, ADR 090): the whole route table in happy-dom, its calls answered by the
 * real simulator switched to the shipped scenario of the test's name, so the scenario's fault and where the app
 * sends the customer are checked together. What needs a browser (the login URL, cookies, the static locale files,
 * focus, layout, axe) stays in e2e/routes.e2e.ts and e2e/redirects.e2e.ts.
 */
const simulator = simulatorForFile();

/** Opens `to` on `scenario` and expects to land on `path` showing `text`. */
async function expectLanding(scenario: string, to: string, path: string, text: string) {
  await fetchFromSimulator(simulator.app, scenario);
  // Where a refused call leads is checked here; the wait before its retry, in retry-on-simulator.test.tsx.
  await renderAppAt(to, { retryAtOnce: true });
  await expectAt(path);
  expect(await screen.findByText(text, { exact: false }, { timeout: 15_000 })).toBeTruthy();
}

const NOT_FOUND = 'The requested resource does not exist.';
const INSUFFICIENT = 'Your Account has insufficient information to complete this form.';

describe('redirects caused by the configuration call (app-shell.md §2)', () => {
  it('config-403-unlicensed', () =>
    expectLanding(
      'config-403-unlicensed',
      '/form-selection',
      '/unlicensed',
      'You have not been permissioned to access this module.',
    ));

  it('config-429-unavailable', () =>
    expectLanding(
      'config-429-unavailable',
      '/form-selection',
      '/unavailable',
      'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
    ));

  it('config-502-unavailable', () =>
    expectLanding(
      'config-502-unavailable',
      '/form-selection',
      '/unavailable?cause=outage',
      'This is a temporary problem on our side, not with your access.',
    ));

  it('config-503-unavailable', () =>
    expectLanding(
      'config-503-unavailable',
      '/form-selection',
      '/unavailable?cause=outage',
      'This is a temporary problem on our side, not with your access.',
    ));

  it('config-500-server', () =>
    expectLanding('config-500-server', '/form-selection', '/server', 'Unfortunately the operation was not completed.'));
});

describe('redirects caused by the form call (app-shell.md §2, §8)', () => {
  it('forms-get-403-498-sessiontimeout', async () => {
    await fetchFromSimulator(simulator.app, 'forms-get-403-498-sessiontimeout');
    await renderAppAt('/forms/w9_2024/1');
    await expectAt('/sessiontimeout');
    expect(await findPageHeading('Your session has timed out')).toBeTruthy();
    // Silently: no notification.
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('forms-get-500-generic-error', async () => {
    await fetchFromSimulator(simulator.app, 'forms-get-500-generic-error');
    await renderAppAt('/forms/w9_2024/1');
    expect(await screen.findByRole('heading', { name: 'The form could not be opened' }, { timeout: 15_000 }));
    expect(screen.getByText('500 - Unfortunately the operation was not completed.')).toBeTruthy();
  });

  it('form load 401 when signed out goes to /unauthorized', async () => {
    const sim = await fetchFromSimulator(simulator.app);
    await simulator.app.inject({ method: 'GET', url: '/api/auth/logout', headers: sim.auth });
    await renderAppAt('/forms/w9_2024/1');
    await expectAt('/unauthorized');
    expect(await screen.findByText('For your security your access to this page has been denied.')).toBeTruthy();
  });

  it('shows not-found for a form that does not exist', async () => {
    await fetchFromSimulator(simulator.app);
    await renderAppAt('/forms/w9_2024/987654');
    expect(await screen.findByText(NOT_FOUND, undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('form-type-not-offered', async () => {
    await fetchFromSimulator(simulator.app, 'form-type-not-offered');
    await renderAppAt('/forms/w9_2024/1');
    // → / → form selection (no default form).
    await expectAt('/form-selection');
    expect(await findPageHeading('Welcome, Jane Doe')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Form W-9' })).toBeNull();
  });

  it('shows Incorrect blank type for an unknown form type and the no-longer-accepted card for a superseded revision not built', async () => {
    await fetchFromSimulator(simulator.app, 'all-forms');
    await renderAppAt('/forms/nosuchform/1');
    expect(await screen.findByRole('heading', { name: 'Incorrect blank type' }, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    // The unversioned W-8IMY (Rev. April 2014): catalogued and offered in all-forms, with no definition (ADR 020),
    // and superseded since 2017 (ADR 058): the card that offers the current revision, not the unsupported-form card.
    await renderAppAt('/forms/w8imy/1');
    const title = 'Form W-8IMY (Rev. April 2014) is no longer accepted';
    expect(await screen.findByRole('heading', { name: title }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/only until 31 December 2017\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Form W-8IMY (Rev. October 2021)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to form selection' }));
    await expectAt('/form-selection');
  });
});

describe('the landing and the default form (app-shell.md §2, §4)', () => {
  it('default-form-url', async () => {
    await fetchFromSimulator(simulator.app, 'default-form-url');
    await renderAppAt('/');
    await expectAt('/links/termsOfUse');
    expect(await findPageHeading('Terms of use')).toBeTruthy();
  });

  it('default-form-not-available', async () => {
    await fetchFromSimulator(simulator.app, 'default-form-not-available');
    await renderAppAt('/');
    await expectAt('/form-selection');
    expect(await findPageHeading('Welcome, Jane Doe')).toBeTruthy();
  });

  it('default-form-type-missing', async () => {
    const sim = await fetchFromSimulator(simulator.app, 'default-form-type-missing');
    await renderAppAt('/');
    // Logged only: the customer goes on to form selection without a message.
    await expectAt('/form-selection');
    expect(await findPageHeading('Welcome, Jane Doe')).toBeTruthy();
    const report = sim.calls.find((call) => call.url.includes('/api/consolelog?level=error'));
    expect(new URL(report?.url ?? '', 'http://localhost').searchParams.get('message')).toContain('w8xyz_2030');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('default-form-instructions-null-blocked', async () => {
    await fetchFromSimulator(simulator.app, 'default-form-instructions-null-blocked');
    for (const path of ['/', '/form-selection', '/pre-qualifying-questionnaire']) {
      await renderAppAt(path);
      expect(await findPageHeading('Your form is being prepared')).toBeTruthy();
      await expectAt(path);
      cleanup();
    }
  });

  it('default-form-cannot-prepopulate', async () => {
    await fetchFromSimulator(simulator.app, 'default-form-cannot-prepopulate');
    await renderAppAt('/');
    await expectAt('/insufficient-information');
    expect(await screen.findByText(INSUFFICIENT)).toBeTruthy();
    // Several forms are offered, so Back shows.
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await expectAt('/form-selection');
  });

  it('insufficient-information-single-form', async () => {
    await fetchFromSimulator(simulator.app, 'insufficient-information-single-form');
    await renderAppAt('/insufficient-information');
    expect(await screen.findByText(INSUFFICIENT, undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('default-form-instructions-up-front', async () => {
    await fetchFromSimulator(simulator.app, 'default-form-instructions-up-front', 'CUST-1002');
    await renderAppAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Form W-9' }, { timeout: 15_000 });
    expect(within(dialog).getByText('Rev. March 2024')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expectAt(/^\/forms\/w9_2024\/\d+$/);
  });

  it('form-cannot-prepopulate', async () => {
    await fetchFromSimulator(simulator.app, 'form-cannot-prepopulate');
    await renderAppAt('/form-selection');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Account' }, { timeout: 15_000 }), {
      target: { value: '5001' },
    });
    const card = screen.getByRole('article', { name: 'Form W-9' });
    fireEvent.click(within(card).getByRole('button', { name: 'Start' }));
    await expectAt('/insufficient-information');
    expect(await screen.findByRole('link', { name: 'Back' })).toBeTruthy();
  });

  it('questionnaire-on', async () => {
    await fetchFromSimulator(simulator.app, 'questionnaire-on');
    await renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Which form do you need?' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Choose a form' }));
    await expectAt('/form-selection');
    const notSure = 'Not sure which form you need? Answer a few questions';
    expect(await screen.findByRole('link', { name: notSure })).toBeTruthy();
    const group = 'CRS Individual and Form W-8BEN';
    expect(screen.queryByRole('article', { name: group })).toBeNull();
    const account = screen.getByRole('combobox', { name: 'Account' });
    fireEvent.change(account, { target: { value: '5001' } });
    expect(await screen.findByRole('article', { name: group })).toBeTruthy();
    fireEvent.change(account, { target: { value: '5002' } });
    expect(screen.queryByRole('article', { name: group })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: notSure }));
    await expectAt('/pre-qualifying-questionnaire');
  });
});
