import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ClientArgs } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { contract } from '@taxcert/contracts';
import { clientRoutes } from '@taxcert/contracts/client';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { initApiHooks, initApiQueryClient } from './api-client';
import { useApiMutation } from './use-api-mutation';

interface Sent {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Client options whose fetcher records each request and answers `status` with a JSON body. */
function recorder(status = 200, body: unknown = { ok: true }) {
  const sent: Sent[] = [];
  const args = {
    baseUrl: 'https://api.bank.example',
    credentials: 'include',
    baseHeaders: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': () => 'de' },
    api: async ({ path, method, headers, body: payload }) => {
      sent.push({
        path,
        method,
        headers,
        body:
          payload instanceof FormData
            ? [...payload.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])
            : payload,
      });
      return { status, body, headers: new Headers({ 'content-type': 'application/json' }) };
    },
  } satisfies ClientArgs;
  return { sent, args };
}

/** Ours (the route table, ADR 026) beside ts-rest's own container made from the whole contract. */
function clients(status?: number, body?: unknown) {
  const ours = recorder(status, body);
  const theirs = recorder(status, body);
  return {
    ours: { ...ours, api: initApiHooks(clientRoutes, ours.args) },
    theirs: { ...theirs, api: initTsrReactQuery(contract, theirs.args) },
  };
}

const wrapper = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('the API client’s hooks (lib/api/api-client.ts) behave as @ts-rest/react-query’s', () => {
  it('send the same requests: path parameters, query strings, JSON bodies, multipart uploads, headers', async () => {
    const { ours, theirs } = clients();
    for (const { api } of [ours, theirs]) {
      await api.forms.get.query({ params: { id: 7 } });
      await api.forms.validate.mutate({
        params: { formType: 'w9_2024', id: 7 },
        body: { data: { usTin: { tin: '123' } } },
      });
      await api.upload.supportingDoc.mutate({
        query: { docCategory: 'supportingdocument', docType: 'passport', id: 7, linkType: 'form' },
        body: { file: new File(['x'], 'passport.pdf') },
      });
    }
    expect(ours.sent).toEqual(theirs.sent);
    expect(ours.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET https://api.bank.example/api/forms/7',
      'POST https://api.bank.example/api/forms/w9_2024/7/validate',
      'PUT https://api.bank.example/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=7&linkType=form',
    ]);
    expect(ours.sent[1]?.headers).toMatchObject({ 'content-type': 'application/json', 'accept-language': 'de' });
    expect(ours.sent[2]?.body).toEqual([['file', 'passport.pdf']]);
  });

  it('give a 2xx answer as the query’s data, and throw any other answer as its error', async () => {
    for (const status of [200, 404]) {
      const { ours, theirs } = clients(status, { code: status, message: 'm' });
      const results = [];
      for (const { api } of [ours, theirs]) {
        const { result } = renderHook(
          () => api.forms.get.useQuery({ queryKey: ['forms', 7], queryData: { params: { id: 7 } } }),
          {
            wrapper: wrapper(newQueryClient()),
          },
        );
        await waitFor(() => expect(result.current.isPending).toBe(false));
        results.push({
          data: result.current.data,
          error: result.current.error,
          endpoint: result.current.contractEndpoint.path,
        });
      }
      expect(results[0]).toEqual(results[1]);
      expect(results[0]).toMatchObject(
        status === 200 ? { data: { status: 200 }, error: null } : { data: undefined, error: { status: 404 } },
      );
    }
  });

  it('throw a failed mutation’s answer as its error', async () => {
    const { ours, theirs } = clients(409, { code: 4090, message: 'stage' });
    const errors = [];
    // Ours: the route's hook made by useApiMutation (use-api-mutation.ts); theirs: the library's `useMutation()`.
    const hooks = [() => useApiMutation(ours.api.forms.add), () => theirs.api.forms.add.useMutation()];
    for (const hook of hooks) {
      const { result } = renderHook(hook, { wrapper: wrapper(newQueryClient()) });
      await expect(
        result.current.mutateAsync({ body: { isOnline: true, accountId: 1, formType: 'w9_2024' } }),
      ).rejects.toMatchObject({ status: 409 });
      await waitFor(() => expect(result.current.isError).toBe(true));
      errors.push(result.current.error);
    }
    expect(errors[0]).toEqual(errors[1]);
  });

  it('give a mutation’s 2xx answer as its data, with the route as its endpoint', async () => {
    const { ours, theirs } = clients(200, { formId: 12 });
    const outcomes = [];
    const hooks = [() => useApiMutation(ours.api.forms.add), () => theirs.api.forms.add.useMutation()];
    for (const hook of hooks) {
      const { result } = renderHook(hook, { wrapper: wrapper(newQueryClient()) });
      const answer = await result.current.mutateAsync({ body: { isOnline: true, accountId: 1, formType: 'w9_2024' } });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      outcomes.push({ answer, data: result.current.data, endpoint: result.current.contractEndpoint.path });
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]).toMatchObject({ answer: { status: 200, body: { formId: 12 } }, endpoint: '/api/forms' });
    expect([ours.sent, theirs.sent].map((sent) => sent.map(({ path, method }) => `${method} ${path}`))).toEqual([
      ['PUT https://api.bank.example/api/forms'],
      ['PUT https://api.bank.example/api/forms'],
    ]);
  });

  it('keep a query’s answer under the key the caller gives, as the library’s hooks do', async () => {
    const { ours, theirs } = clients(200, { id: 7 });
    const cached = [];
    for (const { api } of [ours, theirs]) {
      const queryClient = newQueryClient();
      const { result } = renderHook(
        () => api.forms.get.useQuery({ queryKey: ['forms', 7], queryData: { params: { id: 7 } } }),
        { wrapper: wrapper(queryClient) },
      );
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      cached.push(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => [query.queryKey, query.state.data]),
      );
    }
    expect(cached[0]).toEqual(cached[1]);
    expect(cached[0]).toEqual([[['forms', 7], { status: 200, body: { id: 7 }, headers: expect.any(Headers) }]]);
  });

  it('answer a plain call with any status as a value, never thrown, as the library’s query and mutate do', async () => {
    for (const status of [200, 409, 500]) {
      const { ours, theirs } = clients(status, { code: status, message: 'm' });
      const answers = [];
      for (const { api } of [ours, theirs]) {
        answers.push(await api.config.get.query());
        answers.push(await api.forms.revert.mutate({ params: { id: 7 } }));
      }
      expect(answers.slice(0, 2)).toEqual(answers.slice(2));
      expect(answers[0]).toMatchObject({ status, body: { code: status, message: 'm' } });
      expect(ours.sent).toEqual(theirs.sent);
    }
  });

  it('fetch and prefetch into a query client as the library’s initQueryClient does: key, data and failure', async () => {
    for (const status of [200, 404]) {
      const { ours, theirs } = clients(status, { code: status, message: 'm' });
      const seen = [];
      for (const [queryClient, routes] of [
        [newQueryClient(), (client: QueryClient) => initApiQueryClient(clientRoutes, ours.args, client)],
        [newQueryClient(), (client: QueryClient) => initTsrReactQuery(contract, theirs.args).initQueryClient(client)],
      ] as const) {
        const client = routes(queryClient);
        await client.config.get.prefetchQuery({ queryKey: ['config'] });
        const fetched = await client.forms.get
          .fetchQuery({ queryKey: ['forms', 7], queryData: { params: { id: 7 } } })
          .catch((error: unknown) => ({ thrown: error }));
        seen.push({
          keys: queryClient
            .getQueryCache()
            .getAll()
            .map((query) => [query.queryKey, query.state.status, query.state.data, query.state.error]),
          fetched,
        });
      }
      expect(seen[0]).toEqual(seen[1]);
      expect(ours.sent).toEqual(theirs.sent);
      expect(seen[0]?.keys.map(([key, state]) => [key, state])).toEqual([
        [['config'], status === 200 ? 'success' : 'error'],
        [['forms', 7], status === 200 ? 'success' : 'error'],
      ]);
      expect(seen[0]?.fetched).toMatchObject(status === 200 ? { status: 200 } : { thrown: { status: 404 } });
    }
  });

  it('prefetch a query route into a query client under its key (the start-up’s calls)', async () => {
    const { ours } = clients(200, { authState: 'Authorised' });
    const queryClient = newQueryClient();
    await initApiQueryClient(clientRoutes, ours.args, queryClient).auth.state.prefetchQuery({
      queryKey: ['auth', 'state'],
    });
    expect(queryClient.getQueryData(['auth', 'state'])).toMatchObject({
      status: 200,
      body: { authState: 'Authorised' },
    });
    expect(ours.sent.map((s) => s.path)).toEqual(['https://api.bank.example/api/auth/state']);
  });
});
