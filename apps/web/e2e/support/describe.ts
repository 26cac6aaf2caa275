import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it as vitestIt, type ExpectStatic } from 'vitest';
import type { SimClock } from './clock';
import { launchShared, newSession, releaseShared, type Session, type SessionOptions } from './shared';
import { startSimulator, type RunningSimulator } from './simulator';

/** What a test of {@link describeWithSimulator} receives: its own session, the simulator and its `expect`. */
export interface SimulatorTest extends Session {
  sim: RunningSimulator;
  /** The test's own `expect` (tests run concurrently: `expect.poll` and assertions count per test). */
  expect: ExpectStatic;
}

export interface SimulatorTestOptions extends SessionOptions {
  /** Upper bound of this test (default: the config's 300 s). */
  timeout?: number;
  /**
   * A simulator of the test's own whose clock starts at this instant and runs on from it (a time edge,
   * ADR 010), instead of the suite's; the page's clock should start there too (`clockAt`).
   */
  simulatorAt?: Date;
}

export type SimulatorIt = (
  name: string,
  body: (test: SimulatorTest) => Promise<void>,
  options?: SimulatorTestOptions,
) => void;

export interface SimulatorSuite {
  /** Declares a test that runs in a fresh browser context (own cookies, so its own simulator session). */
  it: SimulatorIt;
  /** The suite's simulator; read its fields inside tests and helpers (it starts before the first test). */
  sim: RunningSimulator;
}

export interface SimulatorSuiteOptions {
  /** The simulator's start-up scenario (default 'default'); a test switches its own with `switchScenario`. */
  scenario?: string;
  /** A simulator clock the tests move by hand (default: the file's test time line, support/clock.ts). */
  clock?: SimClock;
  /** Run the tests one at a time (default: concurrently, each in its own context). */
  sequential?: boolean;
}

/**
 * A suite of browser tests on one in-process simulator serving the built web app, started once for the file and
 * closed after it, and the worker's Chromium (launched by its first file, `launchShared`). Each test gets a new browser context with the test
 * clock installed before any page loads (support/clock.ts, ADR 010), so its own cookies and simulator
 * session; an unexpected console error or page error fails it (`allow` names the expected ones).
 *
 *     describeWithSimulator('signing', ({ it, sim }) => {
 *       it('signs a W-9', async ({ page, expect }) => { … sim.url … }, { viewport: phone });
 *     });
 */
export function describeWithSimulator(name: string, body: (suite: SimulatorSuite) => void): void;
export function describeWithSimulator(
  name: string,
  options: SimulatorSuiteOptions,
  body: (suite: SimulatorSuite) => void,
): void;
export function describeWithSimulator(
  name: string,
  optionsOrBody: SimulatorSuiteOptions | ((suite: SimulatorSuite) => void),
  maybeBody?: (suite: SimulatorSuite) => void,
): void {
  const options = typeof optionsOrBody === 'function' ? {} : optionsOrBody;
  const body = typeof optionsOrBody === 'function' ? optionsOrBody : maybeBody;
  if (!body) throw new Error('describeWithSimulator: no suite body');
  const run = options.sequential ? describe : describe.concurrent;

  run(name, () => {
    let browser: Browser | undefined;
    let shared: Promise<RunningSimulator> | undefined;
    let started: RunningSimulator | undefined;

    /** The suite's simulator, started by the first test that needs it (a suite of time edges never does). */
    const sharedSimulator = (): Promise<RunningSimulator> => {
      shared ??= startSimulator(options.scenario ?? 'default', options.clock?.now).then(
        (running) => (started = running),
      );
      return shared;
    };
    const running = (): RunningSimulator => {
      if (!started) throw new Error('The simulator of this suite is read before its first test started it');
      return started;
    };
    const sim: RunningSimulator = {
      get app() {
        return running().app;
      },
      get url() {
        return running().url;
      },
      close: () => running().close(),
    };

    beforeAll(async () => {
      browser = await launchShared();
    });
    afterAll(async () => {
      await releaseShared(browser);
      if (shared) await (await shared).close();
    });

    const it: SimulatorIt = (testName, testBody, testOptions = {}) => {
      const { timeout, simulatorAt, ...sessionOptions } = testOptions;
      vitestIt(
        testName,
        async ({ expect }) => {
          if (!browser) throw new Error('The browser of this suite did not start');
          const own = simulatorAt ? await startSimulatorAt(options.scenario ?? 'default', simulatorAt) : undefined;
          try {
            const testSim = own ?? (await sharedSimulator());
            const session = await newSession(browser, sessionOptions);
            try {
              await testBody({ ...session, sim: testSim, expect });
              session.assertNoUnexpectedErrors();
            } catch (error) {
              // Vitest reports only the last attempt; a retry that passes would hide why the first one failed.
              // The path only: a query may hold a sign-in token.
              const at = session.page.isClosed() ? 'a closed page' : new URL(session.page.url()).pathname;
              process.stderr.write(`[e2e] "${testName}" failed an attempt on ${at}:\n${String(error)}\n`);
              throw error;
            } finally {
              await session.close();
            }
          } finally {
            await own?.close();
          }
        },
        timeout,
      );
    };

    body({ it, sim });
  });
}

/** A simulator whose clock reads `at` when it starts and runs on from there with real time. */
function startSimulatorAt(scenario: string, at: Date): Promise<RunningSimulator> {
  const began = performance.now();
  return startSimulator(scenario, () => new Date(at.getTime() + performance.now() - began));
}
