import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider, createApi } from '../lib/api';
import { Connection } from '../lib/connection';
import { createI18n, applyCatalogue } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** The English app catalogue, as GET /api/language/en serves it. */
export const english = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../fixtures/languages/en/app.json'), 'utf8'),
) as Record<string, string>;

/** Renders with the real API client (fetch is whatever the test stubs), react-query, i18n and a router. */
export async function renderWithApp(ui: ReactNode, path = '/') {
  const i18n = await createI18n();
  await applyCatalogue(i18n, 'en', english);
  const api = createApi('', () => 'en', new Connection());
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider api={api}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

/** A JSON answer for a stubbed fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
