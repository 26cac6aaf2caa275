import { listRoutes } from '@taxcert/contracts';
import { isAppRouteNoBody, isAppRouteOtherResponse, type AppRoute, type AppRouteResponse } from '@ts-rest/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { type z } from 'zod';
import { buildApp, type BuildOptions, type SimApp } from '../src/app';
import { frozen } from '../src/domain/frozen';
import { defaultFixturesDir, loadFixtures, type Fixtures } from '../src/fixtures/load';

/**
 * The test clock of a simulator built without one (ADR 010): it starts at noon UTC on 22 November 2026 — the day the
 * tests' sign dates name — and runs on with real time, so a date rule (no date of signing after today, none before
 * the form was added) never depends on the day the suite runs.
 */
export const TEST_START = Date.parse('2026-11-22T12:00:00Z');
export const testClock = (): (() => Date) => {
  const started = Date.now();
  return () => new Date(TEST_START + (Date.now() - started));
};

let repository: Fixtures | undefined;

/**
 * The repository's fixtures for an app of its own: read and checked once per test worker (~100 ms of CPU an app build,
 * and the suite builds ~260 apps), their contents frozen so that no test can change what another reads. Each app gets
 * its own object and maps, since a simulator replaces its scenarios and base config in them (a reload,
 * `changeConfig`). A test that edits fixture files works on a copy of the folder (`fixturesDir`), which is read afresh.
 */
function repositoryFixtures(): Fixtures {
  if (!repository) {
    const loaded = loadFixtures();
    for (const scenario of loaded.scenarios.values()) frozen(scenario);
    for (const catalogue of loaded.catalogues.values()) frozen(catalogue);
    repository = frozen(loaded);
  }
  return { ...repository, scenarios: new Map(repository.scenarios), catalogues: new Map(repository.catalogues) };
}

/**
 * Copies the repository's fixtures into `dir` (an empty folder of the test's) for a test that edits them: scenarios,
 * customers, config. The catalogues (`languages/`, most of the folder's 4 MB) are linked, not copied: no such test
 * edits one, and a test that would must copy it itself, since a write through the link changes the repository's.
 */
export function copyFixtures(dir: string): void {
  const languages = join(defaultFixturesDir, 'languages');
  cpSync(defaultFixturesDir, dir, { recursive: true, filter: (source) => source !== languages });
  symlinkSync(languages, join(dir, 'languages'), 'dir');
}

/** Builds the simulator in-process (no web app, no logger) — the one way tests get an app. */
export function buildTestApp(options: BuildOptions = {}): Promise<SimApp> {
  return buildApp({
    webRoot: '/nonexistent',
    publicUrl: 'http://localhost:3000',
    logger: false,
    now: testClock(),
    ...(options.fixtures || options.fixturesDir ? {} : { fixtures: repositoryFixtures() }),
    ...options,
  });
}

export const XRW = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** An app and Jane's signed-in headers for a describe block (see {@link signedInApp}). */
export interface SignedIn {
  app: SimApp;
  auth: Record<string, string>;
  /** A call as the signed-in browser makes it, checked against the contract route `name`. */
  call: (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    name: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * Registers the hooks that build the app and sign Jane in before the block's tests (`fresh`: before each test) and
 * close it after; the fields are set when a test runs.
 */
export function signedInApp(options: BuildOptions = {}, fresh = false): SignedIn {
  const session: SignedIn = {
    app: undefined as unknown as SimApp,
    auth: {},
    call: async (method, url, name, payload) => {
      const res = await session.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });
      expectContract(name, res);
      return res;
    },
  };
  (fresh ? beforeEach : beforeAll)(async () => {
    session.app = await buildTestApp(options);
    session.auth = await signIn(session.app);
  });
  (fresh ? afterEach : afterAll)(() => session.app.close());
  return session;
}

export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const header = res.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return Object.fromEntries(list.map((c) => String(c).split(';')[0]!.split('=') as [string, string]));
}

/** Signs a customer in through the real link flow and returns headers that carry the session. */
export async function signIn(app: SimApp, uniqueRef = 'CUST-1001'): Promise<Record<string, string>> {
  const customer = app.sim.customerByRef(uniqueRef)!;
  const link = new URL(app.sim.sendAuthLink(customer));
  const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const linkCookie = `taxcert_link=${cookiesOf(opened).taxcert_link}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentaLink',
    headers: { ...XRW, cookie: linkCookie },
    payload: { email: customer.email ?? '', uniqueRef: customer.uniqueRef, name: customer.name },
  });
  expect(res.statusCode).toBe(200);
  return { ...XRW, cookie: `taxcert_session=${cookiesOf(res).taxcert_session}` };
}

const routesByName = new Map(listRoutes().map((r) => [r.name, r.route]));

/** The route of a contract name, e.g. `forms.sign`. */
export function routeOf(name: string): AppRoute {
  const route = routesByName.get(name);
  if (!route) throw new Error(`No route ${name} in the contract`);
  return route;
}

/**
 * Asserts that a response is what the contract allows for this route and status: JSON parsed by the
 * status's schema, a binary of the declared content type, or no body.
 */
export function expectContract(name: string, res: LightMyRequestResponse): void {
  const route = routeOf(name);
  const declared = (route.responses as Record<number, AppRouteResponse | undefined>)[res.statusCode];
  if (declared === undefined) {
    throw new Error(
      `${name} answered ${res.statusCode}, which the contract does not declare: ${res.body.slice(0, 200)}`,
    );
  }
  if (isAppRouteNoBody(declared)) {
    expect(res.body).toBe('');
  } else if (isAppRouteOtherResponse(declared)) {
    expect(res.headers['content-type']).toContain(
      declared.contentType === 'application/octet-stream' ? '' : declared.contentType,
    );
    expect(res.rawPayload.length).toBeGreaterThan(0);
  } else {
    const parsed = (declared as z.ZodTypeAny).safeParse(res.json());
    expect(
      parsed.success,
      `${name} ${res.statusCode}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues[0])}`,
    ).toBe(true);
  }
}

/** Adds a new W-9 for account 5001 (Acme's) as `auth`'s customer, and gives its id: a test's form to act on. */
export async function addW9(app: SimApp, auth: Record<string, string>): Promise<number> {
  const added = await app.inject({
    method: 'PUT',
    url: '/api/forms',
    headers: auth,
    payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
  });
  return added.json().formId as number;
}

/** Fills a W-9 so that it passes every rule. */
export function validW9(
  data: Record<string, Record<string, unknown>>,
  tin = '521447812',
): Record<string, Record<string, unknown>> {
  return {
    ...data,
    name: { ...data.name, name: 'Jane Doe' },
    address: {
      ...data.address,
      line1: '1 Main Street',
      line3: 'Springfield',
      line4: 'IL',
      postalCode: '62701',
      country: 'US',
    },
    usTin: { ...data.usTin, tinType: 'Ssn', tin, appliedFor: 'No' },
    certification: { ...data.certification, name: 'Jane Doe' },
  };
}
