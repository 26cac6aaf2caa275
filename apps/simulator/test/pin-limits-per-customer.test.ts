import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { FixtureError, loadFixtures } from '../src/fixtures/load';
import { buildTestApp, copyFixtures, signIn } from './helper';

const MINUTE = 60_000;
const JANE = 'CUST-1001';
const SAM = 'CUST-1004';

/**
 * ADR 038: a customer's PIN failures, lock and throttle never loosen by switching scenario; a scenario
 * tightens them for itself, and loosens them only for the customers it owns; a fixed PIN only in a test scenario.
 */
describe('PIN limits belong to the customer', () => {
  let app: SimApp;
  let now: number;
  afterEach(() => app.close());

  const start = async (options: Parameters<typeof buildTestApp>[0] = {}) => {
    now = Date.parse('2026-11-24T10:00:00Z');
    app = await buildTestApp({ now: () => new Date(now), ...options });
  };
  /** Signs a customer in on a session that chose `scenario` (as /__sim/use does) and returns its headers. */
  const sessionOn = async (scenario: string, customer: string) => {
    const auth = await signIn(app, customer);
    const id = decodeURIComponent(auth.cookie!.split('=')[1]!);
    app.sim.sessions.get(id)!.scenario = scenario;
    return auth;
  };
  const sendPin = (auth: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } });
  const validate = (auth: Record<string, string>, pin: string) =>
    app.inject({ method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin, pinType: 1 } });
  const wrong = async (auth: Record<string, string>, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await validate(auth, '000000')).statusCode);
    return statuses;
  };

  it('pin-short-limits on Jane (not its customer): 3 tries still lock, but for 30 minutes, not 5', async () => {
    await start({ scenario: 'signing-pin' });
    const auth = await sessionOn('pin-short-limits', JANE);
    expect((await sendPin(auth)).statusCode).toBe(200);
    expect(await wrong(auth, 3)).toEqual([200, 200, 403]);
    const locked = await validate(auth, '135790');
    expect([locked.statusCode, locked.headers['retry-after'], locked.json<{ code: number }>().code]).toEqual([
      403,
      '1800',
      4013,
    ]);
    now += 5 * MINUTE;
    expect((await sendPin(auth)).statusCode).toBe(403);
    const other = await sessionOn('default', JANE); // another session, back on the defaults: still locked
    expect((await sendPin(other)).statusCode).toBe(403);
    now += 25 * MINUTE - 1000;
    const later = await sessionOn('pin-short-limits', JANE); // the first sessions have timed out by now
    expect((await sendPin(later)).headers['retry-after']).toBe('1');
    now += 1000;
    expect((await sendPin(later)).statusCode).toBe(200);
  });

  it('a scenario that loosens every limit changes nothing for a customer it does not own', async () => {
    const fixtures = loadFixtures();
    fixtures.scenarios.set('loose', {
      description: 'every PIN limit loosened',
      extends: 'signing-pin',
      auth: {
        pinLimits: {
          maxFailures: 100,
          lockMinutes: 1,
          maxSendsPerSession: 100,
          maxSendsPerCustomerHour: 1000,
          resendWindowMinutes: 1,
        },
      },
    });
    await start({ fixtures, scenario: 'signing-pin' });
    const auth = await sessionOn('loose', JANE);
    // Sends: 3 per session in 10 minutes, as by default.
    expect([
      (await sendPin(auth)).statusCode,
      (await sendPin(auth)).statusCode,
      (await sendPin(auth)).statusCode,
    ]).toEqual([200, 200, 200]);
    const fourth = await sendPin(auth);
    expect([fourth.statusCode, fourth.headers['retry-after']]).toEqual([429, '600']);
    // Tries: the tenth wrong PIN locks, for 30 minutes.
    expect(await wrong(auth, 10)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 403]);
    now += 29 * MINUTE;
    expect((await validate(auth, '135790')).statusCode).toBe(403);
  });

  it("a customer's own scenario (ownCustomers) sets its limits in every session, whatever the session chose", async () => {
    await start({ scenario: 'signing-pin' });
    const auth = await sessionOn('default', SAM); // a session on the defaults: Sam's limits are still his own
    app.sim.changeConfig((config) => void (config.authenticationType = 1));
    expect((await sendPin(auth)).statusCode).toBe(200);
    expect(await wrong(auth, 3)).toEqual([200, 200, 403]);
    expect((await sendPin(auth)).headers['retry-after']).toBe('300');
    now += 5 * MINUTE;
    expect((await sendPin(auth)).statusCode).toBe(200);
  });

  it('a session can tighten limits for itself: a stricter scenario locks Sam after its own fewer tries', async () => {
    const fixtures = loadFixtures();
    fixtures.scenarios.set('strict', {
      description: 'one try, an hour lock',
      extends: 'signing-pin',
      auth: { pinLimits: { maxFailures: 1, lockMinutes: 60 } },
    });
    await start({ fixtures, scenario: 'signing-pin' });
    const auth = await sessionOn('strict', SAM);
    expect((await sendPin(auth)).statusCode).toBe(200);
    expect(await wrong(auth, 1)).toEqual([403]);
    expect((await sendPin(auth)).headers['retry-after']).toBe('3600');
  });

  it('a fixed PIN is used only in a scenario marked forTests, whatever reaches the simulator', async () => {
    const fixtures = loadFixtures();
    fixtures.scenarios.set('unmarked', {
      description: 'fixed PIN, not for tests',
      extends: 'default',
      config: { authenticationType: 1 },
      auth: { fixedPin: '111111' },
    });
    await start({ fixtures, scenario: 'unmarked' });
    const auth = await signIn(app, JANE);
    expect((await sendPin(auth)).statusCode).toBe(200);
    const sent = app.sim.outbox.list().find((entry) => entry.kind === 'pin') as { pin: string };
    expect(sent.pin).toMatch(/^\d{6}$/);
    expect(sent.pin).not.toBe('111111');
  });
});

describe('scenario files: forTests and ownCustomers (ADR 038)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const problemsOf = (scenarios: Record<string, object>) => {
    const dir = mkdtempSync(join(tmpdir(), 'taxcert-pin-rules-'));
    dirs.push(dir);
    copyFixtures(dir);
    for (const [name, body] of Object.entries(scenarios))
      writeFileSync(join(dir, 'scenarios', `${name}.json`), JSON.stringify(body));
    try {
      loadFixtures(dir);
    } catch (error) {
      if (error instanceof FixtureError)
        return { file: (name: string) => join(dir, 'scenarios', `${name}.json`), problems: error.problems };
      throw error;
    }
    throw new Error('the fixtures loaded');
  };

  it('refuses a fixed PIN outside a scenario marked forTests (own or inherited), an unknown or twice-owned customer', () => {
    const { file, problems } = problemsOf({
      fixed: { description: 'x', auth: { fixedPin: '123456' } },
      child: { description: 'x', extends: 'signing-pin', forTests: false },
      inherits: { description: 'x', extends: 'signing-pin' },
      owns: { description: 'x', ownCustomers: ['CUST-104', 'CUST-1004'] },
    });
    const fixed = 'a fixed PIN is refused outside scenarios marked for tests (add "forTests": true)';
    expect(problems).toEqual([
      `Fixture ${file('child')}: field "auth.fixedPin": ${fixed}`,
      `Fixture ${file('fixed')}: field "auth.fixedPin": ${fixed}`,
      `Fixture ${file('owns')}: field "ownCustomers.0": no customer "CUST-104" (nearest valid name: "CUST-1004")`,
      `Fixture ${file('pin-short-limits')}: field "ownCustomers.0": CUST-1004 is already owned by scenario "owns"`,
    ]);
  });
});
