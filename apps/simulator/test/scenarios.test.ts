import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { faultApplies } from '../src/plugins/faults';
import { buildTestApp, cookiesOf, copyFixtures, signIn, validW9, XRW } from './helper';

/** A copy of the fixtures with extra scenario files. */
function fixturesDirWith(scenarios: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'taxcert-scenarios-'));
  copyFixtures(dir);
  for (const [name, body] of Object.entries(scenarios))
    writeFileSync(join(dir, 'scenarios', `${name}.json`), JSON.stringify(body));
  return dir;
}

describe('scenario files', () => {
  it('refuse a misspelt call name, naming the file, the key and the nearest valid name', () => {
    const dir = fixturesDirWith({ typo: { description: 'x', faults: [{ call: 'forms.sgn', status: 500 }] } });
    expect(() => loadFixtures(dir)).toThrowError(
      `Fixture ${join(dir, 'scenarios', 'typo.json')}: field "faults.0.call": unknown call "forms.sgn" (nearest valid name: "forms.sign")`,
    );
  });

  it('refuse an unknown key with the nearest valid one', () => {
    const dir = fixturesDirWith({ typo: { description: 'x', fualts: [] } });
    expect(() => loadFixtures(dir)).toThrowError(
      /typo\.json: field "fualts": unknown key \(nearest valid name: "faults"\)/,
    );
    const nested = fixturesDirWith({ typo: { description: 'x', auth: { fixedPn: '123456' } } });
    expect(() => loadFixtures(nested)).toThrowError(
      /field "auth.fixedPn": unknown key \(nearest valid name: "fixedPin"\)/,
    );
  });

  it('refuse a fault that is neither a status, a delay, a drop nor a hang', () => {
    const dir = fixturesDirWith({ odd: { description: 'x', faults: [{ call: 'config.get' }] } });
    expect(() => loadFixtures(dir)).toThrowError(
      /odd\.json: field "faults.0": a fault needs a status, a delayMs, drop, reset, hang or networkDown/,
    );
  });
});

describe('fault schedules', () => {
  const fault = (when: object) => ({ call: 'config.get', status: 503, when }) as never;
  it('apply to the first N calls, every Nth call, always, or at seeded random', () => {
    expect([1, 2, 3, 4].map((n) => faultApplies(fault({ first: 2 }), n))).toEqual([true, true, false, false]);
    expect([1, 2, 3, 4, 5, 6].map((n) => faultApplies(fault({ every: 3 }), n))).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(faultApplies({ call: 'config.get', status: 503, when: 'always' } as never, 99)).toBe(true);
    const run = () => Array.from({ length: 40 }, (_, i) => faultApplies(fault({ probability: 0.5, seed: 7 }), i + 1));
    expect(run()).toEqual(run());
    expect(run().filter(Boolean).length).toBeGreaterThan(5);
    expect(run().filter(Boolean).length).toBeLessThan(35);
  });
});

describe('scenarios at run time', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const start = async (scenarios: Record<string, object>, scenario = 'default') => {
    app = await buildTestApp({ fixturesDir: fixturesDirWith(scenarios), scenario });
    return app;
  };
  const use = async (sim: SimApp, name: string, cookie?: string) => {
    const res = await sim.inject({
      method: 'GET',
      url: `/__sim/use/${name}?to=/form-selection`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/form-selection');
    return cookie ?? `taxcert_session=${cookiesOf(res).taxcert_session}`;
  };

  it('answer a scripted status for the first N calls of a route, by route name', async () => {
    const sim = await start(
      {
        flaky: { description: 'config fails twice', faults: [{ call: 'config.get', status: 503, when: { first: 2 } }] },
      },
      'flaky',
    );
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sim.inject({ method: 'GET', url: '/api/config' })).statusCode);
    expect(statuses).toEqual([503, 503, 200]);
    const body = (await sim.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.formTypes).toBeDefined();
  });

  it('answer a scripted body, e.g. 403 with code 498', async () => {
    const sim = await start(
      {
        timeout: {
          description: 'x',
          faults: [{ call: 'forms.get', status: 403, body: { code: 498, message: 'Session timed out' } }],
        },
      },
      'timeout',
    );
    const auth = await signIn(sim);
    const res = await sim.inject({ method: 'GET', url: '/api/forms/1', headers: auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 498, message: 'Session timed out' });
  });

  it('switch per browser session: two sessions on different scenarios side by side', async () => {
    const sim = await start({ down: { description: 'config down', faults: [{ call: 'config.get', status: 503 }] } });
    const a = await use(sim, 'down');
    const b = await use(sim, 'default');
    expect((await sim.inject({ method: 'GET', url: '/api/config', headers: { cookie: a } })).statusCode).toBe(503);
    expect((await sim.inject({ method: 'GET', url: '/api/config', headers: { cookie: b } })).statusCode).toBe(200);
    expect((await sim.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    const page = await sim.inject({ method: 'GET', url: '/__sim', headers: { cookie: a } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain("This browser's scenario: <strong><code>down</code>");
    expect(page.body).toContain('config down');
    expect((await sim.inject({ method: 'GET', url: '/__sim/use/nope' })).statusCode).toBe(404);
  });

  it('keep the session’s scenario through sign-in', async () => {
    const sim = await start({ stacked: { description: 'Stacked', config: { formDisplayMode: 'Stacked' } } });
    const cookie = await use(sim, 'stacked');
    const customer = sim.sim.customerByRef('CUST-1001')!;
    const link = new URL(sim.sim.sendAuthLink(customer));
    const opened = await sim.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { cookie } });
    const res = await sim.inject({
      method: 'POST',
      url: '/api/authentaLink',
      headers: { ...XRW, cookie: `${cookie}; taxcert_link=${cookiesOf(opened).taxcert_link}` },
      payload: { email: customer.email, uniqueRef: customer.uniqueRef, name: customer.name },
    });
    const session = `taxcert_session=${cookiesOf(res).taxcert_session}`;
    expect(session).not.toBe(cookie);
    const config = (await sim.inject({ method: 'GET', url: '/api/config', headers: { cookie: session } })).json();
    expect(config.formDisplayMode).toBe('Stacked');
  });

  it('replace accounts and form availability', async () => {
    const sim = await start(
      {
        one: {
          description: 'one account, W-9 not prepopulatable',
          accounts: [{ id: 7001, displayName: 'Only account', isCrsParticipating: false }],
          formTypes: { w9_2024: { canPrepopulate: false } },
        },
      },
      'one',
    );
    const auth = await signIn(sim);
    const config = (await sim.inject({ method: 'GET', url: '/api/config', headers: auth })).json();
    expect(config.customer.accounts).toEqual([{ id: 7001, displayName: 'Only account', isCrsParticipating: false }]);
    expect(config.formTypes.find((f: { formType: string }) => f.formType === 'w9_2024').canPrepopulate).toBe(false);
    const add = await sim.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 7001, formType: 'w9_2024' },
    });
    expect(add.statusCode).toBe(403);
  });

  it('script sign-in failures: expired links, identity mismatch, PIN lockout', async () => {
    const sim = await start(
      {
        expired: { description: 'x', auth: { linkExpired: true } },
        mismatch: { description: 'x', auth: { identityMismatch: true } },
      },
      'expired',
    );
    const customer = sim.sim.customerByRef('CUST-1001')!;
    const link = new URL(sim.sim.sendAuthLink(customer));
    const opened = await sim.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const res = await sim.inject({
      method: 'POST',
      url: '/api/authentaLink',
      headers: { ...XRW, cookie: `taxcert_link=${cookiesOf(opened).taxcert_link}` },
      payload: { email: customer.email, uniqueRef: customer.uniqueRef, name: customer.name },
    });
    expect(res.statusCode).toBe(410);
  });

  it('script validation outcomes per form type, and the TIN match code', async () => {
    const sim = await start(
      {
        scripted: {
          description: 'x',
          validation: {
            w9_2024: {
              tinMatchCode: 3,
              rejections: [{ code: 'E-BANK-KYC', codeDescription: 'Your identity documents are out of date.' }],
              warnings: [{ code: 'REC-UPLOAD', codeDescription: 'Please upload a recent utility bill.' }],
            },
          },
        },
      },
      'scripted',
    );
    const auth = await signIn(sim);
    const id = (
      await sim.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      })
    ).json().formId;
    const data = (await sim.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
    const result = (
      await sim.inject({
        method: 'POST',
        url: `/api/forms/w9_2024/${id}/validate`,
        headers: auth,
        payload: validW9(data),
      })
    ).json();
    expect(result.valid).toBe(false);
    expect(result.tinMatched).toBe(false);
    expect(result.rejections).toEqual([
      { code: 'E-BANK-KYC', codeDescription: 'Your identity documents are out of date.' },
    ]);
    expect(result.warnings.map((w: { code: string }) => w.code)).toEqual(['WRN-TIN-MATCH-3', 'REC-UPLOAD']);
  });

  it('drop the connection, or hang until the client gives up', async () => {
    const sim = await start(
      {
        network: {
          description: 'x',
          faults: [
            { call: 'language.list', drop: true },
            { call: 'auth.state', hang: true },
          ],
        },
      },
      'network',
    );
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const address = sim.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const dropped = await fetch(`${base}/api/language`).catch((error: Error) => error);
    expect(dropped).toBeInstanceOf(Error);
    expect(String((dropped as Error & { cause?: { code?: string } }).cause?.code)).toMatch(/ECONNRESET|UND_ERR_SOCKET/);
    // The client gives up (here after 500 ms); a hung call never answers, so no slowness can pass it.
    await expect(fetch(`${base}/api/auth/state`, { signal: AbortSignal.timeout(500) })).rejects.toThrow(
      /abort|timeout/i,
    );
  });

  it('delay a call by exactly delayMs (fake timers: no real time passes)', async () => {
    const sim = await start({ slow: { description: 'x', faults: [{ call: 'config.lobs', delayMs: 300 }] } }, 'slow');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const pending = sim.inject({ method: 'GET', url: '/api/config/lobs' }).then((res) => {
        answered = true;
        return res;
      });
      await vi.advanceTimersByTimeAsync(299);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('QA conveniences', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('counts this session’s calls by route name, and resets the count', async () => {
    app = await buildTestApp();
    const auth = await signIn(app);
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/config', headers: auth });
    await app.inject({ method: 'GET', url: '/api/auth/state', headers: auth });
    const counts = (await app.inject({ method: 'GET', url: '/__sim/calls', headers: auth })).json();
    expect(counts.calls).toEqual({ 'config.get': 3, 'auth.state': 1 });
    await app.inject({ method: 'DELETE', url: '/__sim/calls', headers: auth });
    expect((await app.inject({ method: 'GET', url: '/__sim/calls', headers: auth })).json().calls).toEqual({});
  });

  it('answers a scripted preload, and a fault with no body at all', async () => {
    app = await buildTestApp({
      fixturesDir: fixturesDirWith({
        branded: {
          description: 'x',
          preload: {
            institutionName: 'Example Bank',
            defaultLocale: 'en',
            messages: { 'app.title': 'Example Bank tax forms' },
          },
        },
        empty: { description: 'x', faults: [{ call: 'forms.add', status: 500, body: null }] },
      }),
      scenario: 'branded',
    });
    const preload = await app.inject({ method: 'GET', url: '/api/config/preload.json' });
    expect(preload.json()).toEqual({
      institutionName: 'Example Bank',
      defaultLocale: 'en',
      messages: { 'app.title': 'Example Bank tax forms' },
    });
    const cookie = (await app.inject({ method: 'GET', url: '/__sim/use/empty' })).headers['set-cookie'];
    const session = String(cookie).split(';')[0]!;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: { ...XRW, cookie: session },
      payload: {},
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('');
  });
});
