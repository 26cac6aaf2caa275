import { skipToken, useQuery, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import {
  evaluateFetchApiArgs,
  fetchApi,
  getRouteQuery,
  isAppRoute,
  isAppRouteQuery,
  isErrorResponse,
  type AppRoute,
  type AppRouter,
  type ClientArgs,
} from '@ts-rest/core';
import type { MutationHooks, QueryHooks, TsRestQueryClientFunctions } from '@ts-rest/react-query/v5';

/*
 * The part of @ts-rest/react-query v5 (3.52.1, MIT) the app uses — per route `query`/`useQuery` or
 * `mutate`/`useMutation`, and `prefetchQuery`/`fetchQuery` on a query client — with ts-rest's own types and
 * the same run-time behaviour (its `v5/internal/create-hooks`), built on @ts-rest/core. The library's container
 * also wraps every other react-query hook (suspense, infinite, queries, prefetch), which keeps them all in the
 * first screens' JavaScript although nothing calls them (+1.6 KiB gzip on sign-in and form selection; ADR 026, 074).
 * A mutation route's hook is made by `useApiMutation` (use-api-mutation.ts) from what its route carries here, so that
 * react-query's mutation observer is not in the start-up file: a screen that changes something brings it (ADR 093).
 * `api-client.test.tsx` holds it to the library's own `initTsrReactQuery`: the same requests, the same query keys
 * in the cache, the same answers and errors (hooks, plain calls and the query client's fetch/prefetch).
 */

/** A mutation route: its plain call, and the route and the throwing call its hook (`useApiMutation`) is made of. */
export type ApiMutation<R extends AppRoute, A extends ClientArgs> = Pick<MutationHooks<R, A>, 'mutate'> & {
  contractEndpoint: R;
  /** The call react-query's mutation runs: a non-2xx answer is thrown (the hook's error), as the library's hook does. */
  mutationFn: (requestData: Parameters<MutationHooks<R, A>['mutate']>[0]) => Promise<unknown>;
};

/** Per query route: a plain call and the query hook; per mutation: a plain call and what its hook is made of. */
export type ApiHooks<T extends AppRouter, A extends ClientArgs> = {
  [K in keyof T]: T[K] extends AppRoute
    ? T[K]['method'] extends 'GET'
      ? Pick<QueryHooks<T[K], A>, 'query' | 'useQuery'>
      : ApiMutation<T[K], A>
    : T[K] extends AppRouter
      ? ApiHooks<T[K], A>
      : never;
};
/** Per query route: fetching into, or ahead into, a query client's cache. */
export type ApiQueryClient<T extends AppRouter, A extends ClientArgs> = {
  [K in keyof T]: T[K] extends AppRoute
    ? T[K]['method'] extends 'GET'
      ? Pick<TsRestQueryClientFunctions<T[K], A>, 'fetchQuery' | 'prefetchQuery'>
      : undefined
    : T[K] extends AppRouter
      ? ApiQueryClient<T[K], A>
      : never;
};

type RequestData = Parameters<typeof evaluateFetchApiArgs>[2];
interface TsRestQueryOptions {
  queryData?: RequestData | typeof skipToken | ((context: QueryFunctionContext) => RequestData);
  [option: string]: unknown;
}

/** A call that throws its answer when it is not 2xx (react-query sees it as the error), as ts-rest does. */
function fetcher(route: AppRoute, clientArgs: ClientArgs, signal?: AbortSignal) {
  return async (requestData: RequestData) => {
    const args = evaluateFetchApiArgs(route, clientArgs, requestData);
    const result = await fetchApi({ ...args, fetchOptions: { ...(signal && { signal }), ...args.fetchOptions } });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the answer is the error, as in ts-rest (lib/failures narrows it)
    if (isErrorResponse(result)) throw result;
    return result;
  };
}

function queryOptions(route: AppRoute, clientArgs: ClientArgs, { queryData, ...options }: TsRestQueryOptions) {
  return {
    ...options,
    queryFn:
      queryData === skipToken
        ? skipToken
        : (context: QueryFunctionContext) =>
            fetcher(
              route,
              clientArgs,
              context.signal,
            )(typeof queryData === 'function' ? queryData(context) : queryData),
  };
}

function mapRoutes(router: AppRouter, each: (route: AppRoute) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]) => [key, isAppRoute(value) ? each(value) : mapRoutes(value, each)]),
  );
}

/** The hooks and calls of every route (a mutation's hook: `useApiMutation`). */
export function initApiHooks<T extends AppRouter, A extends ClientArgs>(router: T, clientArgs: A): ApiHooks<T, A> {
  return mapRoutes(router, (route) =>
    isAppRouteQuery(route)
      ? {
          query: getRouteQuery(route, clientArgs),
          useQuery: (options: TsRestQueryOptions, queryClient?: QueryClient) => ({
            ...useQuery(queryOptions(route, clientArgs, options) as Parameters<typeof useQuery>[0], queryClient),
            contractEndpoint: route,
          }),
        }
      : {
          mutate: getRouteQuery(route, clientArgs),
          mutationFn: fetcher(route, clientArgs),
          contractEndpoint: route,
        },
  ) as ApiHooks<T, A>;
}

/** `prefetchQuery`/`fetchQuery` of every query route on `queryClient`. */
export function initApiQueryClient<T extends AppRouter, A extends ClientArgs>(
  router: T,
  clientArgs: A,
  queryClient: QueryClient,
): ApiQueryClient<T, A> {
  return mapRoutes(router, (route) =>
    isAppRouteQuery(route)
      ? {
          fetchQuery: (options: TsRestQueryOptions) =>
            queryClient.fetchQuery(
              queryOptions(route, clientArgs, options) as Parameters<QueryClient['fetchQuery']>[0],
            ),
          prefetchQuery: (options: TsRestQueryOptions) =>
            queryClient.prefetchQuery(
              queryOptions(route, clientArgs, options) as Parameters<QueryClient['prefetchQuery']>[0],
            ),
        }
      : undefined,
  ) as ApiQueryClient<T, A>;
}
