import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { SimApp } from '@taxcert/simulator';
import { buildTestApp, signIn, validW9 } from '../../../simulator/test/helper';
import { stubFetch, type FetchCall } from './render-app';

/** Builds the simulator in-process, as its own tests do; `validW9`: W-9 answers that pass every rule. */
export { validW9 };

/**
 * One in-process simulator for a test file: built before its first test and closed after its last; after each test
 * the render is unmounted and the stubbed globals (the page's fetch) are restored. Read `.app` inside a test.
 */
export function simulatorForFile(): { readonly app: SimApp } {
  let app: SimApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return {
    get app() {
      if (app === undefined) throw new Error('The simulator is built in beforeAll: read .app inside a test');
      return app;
    },
  };
}

/** The in-process simulator the page's fetch talks to (see {@link fetchFromSimulator}). */
export interface OnSimulator {
  app: SimApp;
  /** Jane's signed-in headers (session cookie, X-Requested-With), for calls the test makes itself. */
  auth: Record<string, string>;
  /** The calls the page made, in order. */
  calls: FetchCall[];
  /** A call as the signed-in browser makes it; the parsed JSON answer. */
  call: (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => Promise<unknown>;
}

/**
 * The real simulator (built in-process, as the simulator's own tests build it) behind the page's fetch: Jane is
 * signed in, her session on the shipped `scenario` of fixtures/scenarios, and every call the page makes is
 * answered by the simulator's routes, scenario faults included (ADR 082: an error-catalogue row shown without a
 * browser). `customer`: whose session (a uniqueRef of fixtures/customers, Jane's by default). The test's afterEach
 * calls `vi.unstubAllGlobals()`; the caller closes `app`.
 */
export async function fetchFromSimulator(
  app: SimApp,
  scenario = 'default',
  customer = 'CUST-1001',
): Promise<OnSimulator> {
  const auth = await signIn(app, customer);
  const switched = await app.inject({ method: 'GET', url: `/__sim/use/${scenario}?to=/`, headers: auth });
  if (switched.statusCode !== 302) throw new Error(`No scenario ${scenario}: ${switched.statusCode}`);
  const inject = async (method: string, url: string, payload: unknown) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    return app.inject({
      method: method as 'GET',
      url: `${pathname}${search}`,
      headers: { ...auth, ...(payload === null ? {} : { 'content-type': 'application/json' }) },
      ...(payload === null ? {} : { payload: JSON.stringify(payload) }),
    });
  };
  const calls = stubFetch(async ({ url, method, body }) => {
    const res = await inject(method, url, body);
    const type = res.headers['content-type'];
    return new Response(res.rawPayload.length > 0 ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers: type === undefined ? {} : { 'content-type': String(type) },
    });
  });
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    (await inject(method, url, payload ?? null)).json<unknown>();
  return { app, auth, calls, call };
}
