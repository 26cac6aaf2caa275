import { expect } from 'vitest';
import {
  acceptAgreements,
  expectAccessible,
  signInAs,
  switchScenario,
  describeWithSimulator,
  type SimulatorTest,
} from './support';

/**
 * The redirects of app-shell.md §2 "Redirects caused by configuration and call outcomes" and §8, one test
 * per scenario file of the same name (fixtures/scenarios/<name>.json). `language-network-no-internet` (in English
 * and in a remembered language) is in no-internet.e2e.ts, whose tests of the same page check the same texts (ADR 073).
 */
describeWithSimulator('redirects caused by configuration and call outcomes', ({ it, sim }) => {
  /** Opens `to` on a scenario and expects to land on `path` showing `text`. */
  function expectLanding(scenario: string, to: string, path: string, text: string, allow: RegExp[] = []) {
    return async ({ page, allow: allowErrors }: SimulatorTest) => {
      allowErrors(...allow);
      await switchScenario(page, sim, scenario, to);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 15_000 });
      await page.getByText(text, { exact: false }).waitFor();
      await expectAccessible(page, path);
    };
  }

  it(
    'config-network-no-internet',
    expectLanding(
      'config-network-no-internet',
      '/form-selection',
      '/no-internet',
      'Something went wrong during sending request to the server. Please check your internet connection or try again later.',
      [/ERR_EMPTY_RESPONSE|ERR_CONNECTION|Failed to load resource/],
    ),
  );

  it(
    'config-403-unlicensed',
    expectLanding(
      'config-403-unlicensed',
      '/form-selection',
      '/unlicensed',
      'You have not been permissioned to access this module.',
      [/status of 403/],
    ),
  );

  it(
    'config-429-unavailable',
    expectLanding(
      'config-429-unavailable',
      '/form-selection',
      '/unavailable',
      'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
      [/status of 429/],
    ),
  );

  it(
    'config-502-unavailable',
    expectLanding(
      'config-502-unavailable',
      '/form-selection',
      '/unavailable?cause=outage',
      'This is a temporary problem on our side, not with your access.',
      [/status of 502/],
    ),
  );

  it(
    'config-503-unavailable',
    expectLanding(
      'config-503-unavailable',
      '/form-selection',
      '/unavailable?cause=outage',
      'This is a temporary problem on our side, not with your access.',
      [/status of 503/],
    ),
  );

  it(
    'config-500-server',
    expectLanding('config-500-server', '/form-selection', '/server', 'Unfortunately the operation was not completed.', [
      /status of 500/,
    ]),
  );

  it('config-401-login', async ({ page, allow }) => {
    allow(/status of 401/);
    await switchScenario(page, sim, 'config-401-login', '/form-selection?ref=abc&lang=en');
    // The login URL (/api/auth/login) keeps the query string; the simulator's login leads to sign-in.
    await page.waitForURL('**/authentalink?ref=abc&lang=en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('preload-500-logged-only', async ({ page, allow }) => {
    allow(/status of 500.*preload\.json/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await switchScenario(page, sim, 'preload-500-logged-only', '/links/privacy');
    await page.getByRole('heading', { name: 'Privacy' }).waitFor();
    expect(warnings.some((text) => text.includes('preload.json answered 500'))).toBe(true);
  });

  it('forms-get-403-498-sessiontimeout', async ({ page, context, allow }) => {
    allow(/status of 403/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'forms-get-403-498-sessiontimeout' });
    await page.goto(`${sim.url}/forms/w9_2024/1`);
    await page.waitForURL('**/sessiontimeout');
    await page.getByRole('heading', { name: 'Your session has timed out' }).waitFor();
    // Silently: no notification.
    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(0);
  });

  it('forms-get-500-generic-error', async ({ page, context, allow }) => {
    allow(/status of 500/);
    await acceptAgreements(context, sim);
    await signInAs(page, sim, { scenario: 'forms-get-500-generic-error' });
    await page.goto(`${sim.url}/forms/w9_2024/1`);
    await page.getByRole('heading', { name: 'The form could not be opened' }).waitFor();
    await page.getByText('500 - Unfortunately the operation was not completed.').waitFor();
  });

  it('form load 401 when signed out goes to /unauthorized', async ({ page, context, allow }) => {
    allow(/status of 401/);
    await acceptAgreements(context, sim);
    await page.goto(`${sim.url}/forms/w9_2024/1`);
    await page.waitForURL('**/unauthorized');
    await page.getByText('For your security your access to this page has been denied.').waitFor();
  });
});
