import { screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from './router';
import { browserEnvironment, Connection, RETRY_DELAY_MS, type Environment } from '../lib/api/connection';
import { COOKIES, CONSENT_GIVEN, EULA_ACCEPTED } from '../lib/session/cookies';
import { SelectedAccountProvider } from '../lib/session/selected-account';
import { renderWithApp } from '../testing/render-app';

/**
 * Where the app's router is: pathname and query, as the address bar would show them. The document's own address
 * follows it, as a browser's would: the app reads `window.location` too (a redirect's `from`, ADR 046).
 */
let where = '';
function Where() {
  const { pathname, search } = useLocation();
  where = `${pathname}${search}`;
  useLayoutEffect(() => window.history.replaceState(null, '', `${pathname}${search}`), [pathname, search]);
  return null;
}

/**
 * The whole route table (the shell, its guards and start-up calls, every screen) rendered at `path` in happy-dom,
 * its fetch answered by the simulator the test set up (`fetchFromSimulator`, switched to a scenario): what a route shows
 * and where the app sends the customer for the scenario's answers, without a browser (ADR 090). The EULA and
 * the cookie notice are accepted (and nothing else is kept), as the browser tests' `acceptAgreements` does.
 */
export async function renderAppAt(path: string, { retryAtOnce = false }: { retryAtOnce?: boolean } = {}) {
  // A new browser context each time: no cookie, nothing stored (the selected account is in sessionStorage).
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = `${COOKIES.eula}=${EULA_ACCEPTED}; path=/`;
  document.cookie = `${COOKIES.consent}=${CONSENT_GIVEN}; path=/`;
  where = '';
  window.history.replaceState(null, '', path);
  return renderWithApp(
    <SelectedAccountProvider>
      <AppRoutes />
      <Where />
    </SelectedAccountProvider>,
    path,
    'en',
    undefined,
    new Connection(retryAtOnce ? retryingAtOnce : browserEnvironment),
  );
}

/**
 * `retryAtOnce`: the browser's environment, but a call the app tries again (a 429, 502 or 503) is tried again at once,
 * for a test of where the app sends the customer, to which the 3 s wait of each such call would add only real time
 * (`connection.test.ts` and `retry-on-simulator.test.tsx` check the wait itself).
 */
const retryingAtOnce: Environment = {
  ...browserEnvironment,
  sleep: (ms) => browserEnvironment.sleep(ms === RETRY_DELAY_MS ? 0 : ms),
};

/** Waits until the app's router is at `path` (pathname and query; a pattern matches them whole). */
export async function expectAt(path: string | RegExp): Promise<void> {
  await waitFor(
    () => {
      if (typeof path === 'string' ? where !== path : !path.test(where))
        throw new Error(`At ${where}, not ${String(path)}`);
    },
    { timeout: 15_000 },
  );
}

/** Waits for a level-1 heading named `name` (the page a route shows). */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}
