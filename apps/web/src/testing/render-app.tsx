import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@taxcert/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiProvider, createApi } from '../lib/api/api';
import { Connection } from '../lib/api/connection';
import { ConnectionProvider } from '../lib/api/connection-context';
import { createI18n, applyCatalogue } from '../lib/i18n/i18n';
import { NotificationsProvider } from '../lib/ui/notifications';
import { createQueryClient } from '../lib/api/query-client';
import { servedCatalogue } from './catalogues';
import { RuntimeConfigProvider } from '../lib/config/runtime-config';

export { english } from './catalogues';

/**
 * Renders with the real API client (fetch is whatever the test stubs), react-query, i18n, a router, the
 * notifications and the simulator's runtime configuration; in English unless `locale` names another of the
 * nine languages (its catalogue as the simulator serves it).
 */
export async function renderWithApp(
  ui: ReactNode,
  path = '/',
  locale: Locale = 'en',
  seed?: (client: QueryClient) => void,
  connection: Connection = new Connection(),
) {
  const i18n = await createI18n();
  await applyCatalogue(i18n, locale, servedCatalogue(locale));
  const api = createApi('', () => locale, connection);
  const client = createQueryClient();
  // Answers already in the cache, as if the shell had loaded them (e.g. the online configuration).
  seed?.(client);
  return render(
    <ConnectionProvider connection={connection}>
      <QueryClientProvider client={client}>
        <ApiProvider api={api}>
          <I18nextProvider i18n={i18n}>
            <RuntimeConfigProvider value={{ apiHost: '', sessionTimeoutMinutes: 20, sessionWarningSeconds: 120 }}>
              <NotificationsProvider>
                <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
              </NotificationsProvider>
            </RuntimeConfigProvider>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </ConnectionProvider>,
  );
}

/** A JSON answer for a stubbed fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A call the stubbed fetch received: address, method, parsed JSON body (null without one) and Accept-Language. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  language: string | null;
}

/**
 * Replaces the global fetch for one test: `answer` gives each call's response; returns the calls in order.
 * The test's afterEach calls `vi.unstubAllGlobals()`.
 */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const language = new Headers(init?.headers).get('accept-language');
      const call = { url, method, body, language };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
