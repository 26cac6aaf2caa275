import type { QueryClient } from '@tanstack/react-query';
import { tsRestFetchApi, type ClientArgs } from '@ts-rest/core';
import { clientRoutes } from '@taxcert/contracts/client';
import { createContext, useContext, type ReactNode } from 'react';
import { initApiHooks, initApiQueryClient } from './api-client';
import type { Connection } from './connection';

/**
 * The typed API client, made from the contract's routes without their schemas (ADR 026: zod stays off the
 * first screens; responses are not validated in the browser). The paths already start with /api, so the
 * base URL is the api host.
 * Every call sends JSON headers, X-Requested-With, the current locale (Accept-Language) and the cookies,
 * and goes through the connection's retry schedule (app-shell.md §7).
 */
export function createApi(apiHost: string, getLocale: () => string, connection: Connection) {
  connection.probeAt(`${apiHost}/api/language`);
  const clientArgs = {
    baseUrl: apiHost,
    credentials: 'include',
    baseHeaders: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': () => getLocale(),
    },
    api: (args) => connection.run(() => tsRestFetchApi(args)),
  } satisfies ClientArgs;
  return {
    ...initApiHooks(clientRoutes, clientArgs),
    /** The routes' prefetchQuery/fetchQuery on a query client (the start-up's calls). */
    initQueryClient: (queryClient: QueryClient) => initApiQueryClient(clientRoutes, clientArgs, queryClient),
  };
}
export type Api = ReturnType<typeof createApi>;

/** Query keys shared by more than one feature. */
export const queryKeys = {
  preload: ['preload'] as const,
  /** The start-up catalogue (lib/api/start-up.ts), applied by BootGate. */
  bootCatalogue: ['boot-language'] as const,
  config: ['config'] as const,
  authState: ['auth', 'state'] as const,
  languages: ['languages'] as const,
  language: (locale: string) => ['language', locale] as const,
  form: (id: number) => ['forms', id] as const,
  lobs: ['config', 'lobs'] as const,
  igaSubclassifications: ['config', 'igasubclassifications'] as const,
};

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
