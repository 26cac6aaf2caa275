import { useMutation } from '@tanstack/react-query';
import type { AppRoute, ClientArgs } from '@ts-rest/core';
import type { MutationHooks } from '@ts-rest/react-query/v5';
import type { ApiMutation } from './api-client';

/**
 * The mutation hook of one of the API's mutation routes — `useApiMutation(api.auth.sendPin)` — as
 * @ts-rest/react-query's `api.auth.sendPin.useMutation()` is: react-query's `useMutation` running the route's call, a
 * non-2xx answer thrown as its error, the route as `contractEndpoint` (api-client.test.tsx compares the two). It lives
 * apart from the API client so that react-query's mutation observer stays out of the start-up file: the screens that
 * change something bring it with their own code (ADR 093).
 */
export function useApiMutation<R extends AppRoute, A extends ClientArgs>(
  call: ApiMutation<R, A>,
  options?: Parameters<MutationHooks<R, A>['useMutation']>[0],
): ReturnType<MutationHooks<R, A>['useMutation']> {
  return {
    ...useMutation({ ...(options as object), mutationFn: call.mutationFn }),
    contractEndpoint: call.contractEndpoint,
  } as ReturnType<MutationHooks<R, A>['useMutation']>;
}
