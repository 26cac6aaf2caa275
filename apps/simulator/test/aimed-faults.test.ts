import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, copyFixtures, signIn } from './helper';

/** Faults aimed at the Nth call, a form type, a path parameter or a time window; first match wins. */
const dirs: string[] = [];
let app: SimApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** The simulator on a copy of the fixtures with one extra scenario `s`, on a clock the test moves. */
async function start(scenario: object, clock = { ms: Date.parse('2026-06-01T09:00:00Z') }) {
  const dir = mkdtempSync(join(tmpdir(), 'taxcert-aimed-'));
  dirs.push(dir);
  copyFixtures(dir);
  writeFileSync(join(dir, 'scenarios', 's.json'), JSON.stringify({ description: 'x', ...scenario }));
  app = await buildTestApp({ fixturesDir: dir, scenario: 's', now: () => new Date(clock.ms) });
  return { sim: app, clock };
}

async function addForm(sim: SimApp, auth: Record<string, string>, formType: string) {
  const add = await sim.inject({
    method: 'PUT',
    url: '/api/forms',
    headers: auth,
    payload: { isOnline: true, accountId: 5001, formType },
  });
  expect(add.statusCode).toBe(200);
  const id = add.json<{ formId: number }>().formId;
  const data = (await sim.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json<{ data: object }>()
    .data;
  return {
    id,
    validate: async () =>
      (await sim.inject({ method: 'POST', url: `/api/forms/${formType}/${id}/validate`, headers: auth, payload: data }))
        .statusCode,
  };
}

describe('aimed faults', () => {
  it('fails only the third W-8BEN validate: not the sixth, not the W-9’s, not another call', async () => {
    const { sim } = await start({
      extends: 'all-forms',
      faults: [{ call: 'forms.validate', formType: 'w8ben_2021', status: 500, when: { calls: [3] } }],
    });
    const auth = await signIn(sim);
    const w9 = await addForm(sim, auth, 'w9_2024');
    const w8ben = await addForm(sim, auth, 'w8ben_2021');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect(await w9.validate()).toBe(200);
      statuses.push(await w8ben.validate());
    }
    expect(statuses).toEqual([200, 200, 500, 200, 200, 200]);
  });

  it('matches a path parameter, and the form type of the form an id names', async () => {
    const { sim } = await start({
      extends: 'all-forms',
      faults: [
        { call: 'language.get', params: { code: 'de' }, status: 503 },
        { call: 'forms.get', formType: 'w9_2024', status: 404 },
      ],
    });
    const status = async (url: string, headers = {}) => (await sim.inject({ method: 'GET', url, headers })).statusCode;
    expect([await status('/api/language/de'), await status('/api/language/fr')]).toEqual([503, 200]);
    const auth = await signIn(sim);
    const add = async (formType: string) =>
      (
        await sim.inject({
          method: 'PUT',
          url: '/api/forms',
          headers: auth,
          payload: { isOnline: true, accountId: 5001, formType },
        })
      ).json<{ formId: number }>().formId;
    const [w9, w8ben] = [await add('w9_2024'), await add('w8ben_2021')];
    expect([await status(`/api/forms/${w9}`, auth), await status(`/api/forms/${w8ben}`, auth)]).toEqual([404, 200]);
    // Another customer's id names no form of this session's customer: not matched, the route's own 404.
    expect(await status(`/api/forms/999999`, auth)).toBe(404);
  });

  it('first match wins: a delay-only fault lets its call through, and a later fault still counts it', async () => {
    const { sim } = await start({
      faults: [
        { call: 'config.get', delayMs: 1, when: { first: 1 } },
        { call: 'config.get', status: 503, when: { calls: [1, 2] } },
      ],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await sim.inject({ method: 'GET', url: '/api/config' })).statusCode);
    // Earlier, the two faults added up: 503 on the first call too.
    expect(statuses).toEqual([200, 503, 200]);
  });

  it('networkDown: every call in the window is cut (a network error), from the session’s first call, on the simulator clock', async () => {
    const { sim, clock } = await start({ faults: [{ networkDown: true, when: { fromMs: 10_000, untilMs: 20_000 } }] });
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(sim.server.address() as { port: number }).port}`;
    const outcome = async (path: string) => {
      try {
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        return res.status;
      } catch (error) {
        return (error as Error).name;
      }
    };
    expect(await outcome('/api/config')).toBe(200);
    clock.ms += 9_999;
    expect(await outcome('/api/language')).toBe(200);
    clock.ms += 1;
    expect([await outcome('/api/config'), await outcome('/api/language/en')]).toEqual(['TypeError', 'TypeError']);
    clock.ms += 9_999;
    expect(await outcome('/api/config')).toBe('TypeError');
    clock.ms += 1;
    expect([await outcome('/api/config'), await outcome('/api/language/en')]).toEqual([200, 200]);
    // Static answers outside the contract (the QA endpoints) are not cut.
    expect(await outcome('/__sim/scenarios')).toBe(200);
  });
});
