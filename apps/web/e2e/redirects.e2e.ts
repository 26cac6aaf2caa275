import { expect } from 'vitest';
import { expectAccessible, switchScenario, describeWithSimulator, type SimulatorTest } from './support';

/**
 * The redirects of app-shell.md §2 "Redirects caused by configuration and call outcomes" and §8 that need a browser
 * (a dropped connection, the login URL, the console), one test per scenario file of the same name
 * (fixtures/scenarios/<name>.json). Those that are a route's reaction to one answer are component tests against the
 * simulator: src/app/routes/redirects.test.tsx (ADR 090). `language-network-no-internet` (in English
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
});
