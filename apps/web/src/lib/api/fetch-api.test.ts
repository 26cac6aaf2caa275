import { tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonViaBlobFetchApi } from './fetch-api';

/** One call's arguments, as ts-rest hands them to its fetcher. */
const args = {
  route: { method: 'GET', path: '/api/language/:code', responses: {} },
  path: 'https://api.bank.example/api/language/de',
  method: 'GET',
  headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: undefined,
  rawBody: undefined,
  rawQuery: undefined,
  contentType: undefined,
  fetchOptions: { credentials: 'include' },
  validateResponse: false,
} as unknown as ApiFetcherArgs;

/** The global fetch answers every call with a fresh `make()`, and records what it was asked. */
function answering(make: () => Response) {
  const asked: unknown[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (...call: unknown[]) => {
      asked.push(call);
      return make();
    }),
  );
  return asked;
}

/** What a caller sees of an answer: its status, its content type, and its body (a Blob's type and bytes). */
async function seen(answer: Awaited<ReturnType<typeof tsRestFetchApi>>) {
  const body = answer.body instanceof Blob ? [answer.body.type, await answer.body.text()] : answer.body;
  return { status: answer.status, type: answer.headers.get('content-type'), body };
}

/** Runs ts-rest's fetcher and ours on the same answer; both results (or both failures' kinds). */
async function both(make: () => Response) {
  const asked = answering(make);
  const outcome = (run: Promise<Awaited<ReturnType<typeof tsRestFetchApi>>>) =>
    run.then(seen, (error: unknown) => ({ failed: error instanceof Error ? error.name : typeof error }));
  const library = await outcome(tsRestFetchApi(args));
  const ours = await outcome(jsonViaBlobFetchApi(args));
  return { library, ours, asked };
}

const response = (body: BodyInit | null, status: number, type?: string) =>
  new Response(body, { status, headers: type ? { 'content-type': type } : {} });

describe('the client fetcher reads answers as ts-rest does', () => {
  afterEach(() => vi.unstubAllGlobals());

  const catalogue = {
    locale: 'de',
    messages: Object.fromEntries([...Array(500)].map((_, i) => [`k${i}`, `Wort ${i} é`])),
  };
  const cases: [string, () => Response][] = [
    ['a JSON answer', () => response(JSON.stringify(catalogue), 200, 'application/json; charset=utf-8')],
    ['a JSON error answer', () => response(JSON.stringify({ code: 4225, message: 'Bad' }), 422, 'application/json')],
    ['a problem+json answer', () => response(JSON.stringify({ title: 'x' }), 400, 'application/problem+json')],
    ['a text answer', () => response('Not here', 404, 'text/plain; charset=utf-8')],
    ['a PDF', () => response(new Uint8Array([37, 80, 68, 70, 45]), 200, 'application/pdf')],
    ['an answer without a content type', () => response('raw', 200)],
    ['an empty JSON answer', () => response(null, 204, 'application/json')],
    ['a broken JSON answer', () => response('{"locale":', 200, 'application/json')],
  ];
  it.each(cases)('%s', async (_, make) => {
    const { library, ours, asked } = await both(make);
    expect(ours).toEqual(library);
    // The same request both times: address, method, headers and options.
    expect(asked[1]).toEqual(asked[0]);
  });

  it('parses the JSON answer, and fails on an empty or broken one as json() does', async () => {
    expect((await both(cases[0]![1])).ours).toMatchObject({ status: 200, body: catalogue });
    expect((await both(cases[6]![1])).ours).toEqual({ failed: 'SyntaxError' });
    expect((await both(cases[7]![1])).ours).toEqual({ failed: 'SyntaxError' });
  });
});
