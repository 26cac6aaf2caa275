import { listRoutes } from '@taxcert/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { Checker, operationNames } from '../src/contract-check/client';
import { runContractCheck } from '../src/contract-check/run';
import { buildTestApp, signIn } from './helper';

const baseOf = (app: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

describe('the contract check (npm run test:contract) verifies a provider', () => {
  let sim: SimApp;
  let impostor: FastifyInstance;
  let readOnlyIds: { formId: number; groupId: number } | undefined;
  /** The simulator's clock runs ahead when the check waits out a Retry-After: no real time passes. */
  let ahead = 0;
  const wait = async (ms: number) => {
    ahead += ms;
  };
  const simNow = () => new Date(Date.parse('2026-06-01T09:00:00Z') + ahead);
  beforeAll(async () => {
    sim = await buildTestApp({ now: simNow });
    await sim.listen({ port: 0, host: '127.0.0.1' });
    impostor = Fastify();
    impostor.get('/api/language', async () => [{ locale: 'klingon', name: 'tlhIngan' }]);
    impostor.get('/api/config', async (_req, reply) => reply.status(418).send('teapot'));
    await impostor.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sim.close();
    await impostor.close();
  });

  it('write mode against the simulator: signs itself in and checks every one of the 53 operations', async () => {
    expect(operationNames).toEqual(listRoutes().map((r) => r.name));
    expect(operationNames).toHaveLength(53);
    const lines: string[] = [];
    const result = await runContractCheck({
      baseUrl: baseOf(sim),
      writes: true,
      wait,
      now: simNow,
      log: (line) => lines.push(line),
    });
    expect(result.verdicts.filter((v) => v.outcome !== 'conforms')).toEqual([]);
    expect(result.coverage).toBe(
      '53 of 53 operations checked; skipped: none\nbehaviour: 20 of 21 checks hold, 0 broken, 1 not checked',
    );
    expect(result.behaviours.filter((b) => b.outcome === 'not checked')).toEqual([
      {
        behaviour: 'statuses',
        check: 'a form read after the session was idle past its time-out: 403 with code 498',
        outcome: 'not checked',
        detail: "set CONTRACT_IDLE_MINUTES to the API's idle time-out (the kit waits it out)",
      },
    ]);
    expect(result.checked).toEqual(operationNames);
    expect(result.ok).toBe(true);
    expect(lines[0]).toMatch(
      /^Write mode creates, for the signed-in customer: a w9_2024 form on account 5001 .* a crsiw8ben group on account 5001/,
    );
    readOnlyIds = result.readOnlyIds;
  });

  it('read-only mode, pointed at the ids write mode printed (the documented setup), checks every GET', async () => {
    expect(readOnlyIds).toBeDefined();
    const result = await runContractCheck({ baseUrl: baseOf(sim), writes: false, ...readOnlyIds });
    const gets = listRoutes()
      .filter((r) => r.route.method === 'GET')
      .map((r) => r.name);
    expect(result.checked.filter((name) => gets.includes(name))).toEqual(gets);
    expect(result.skipped.filter((s) => s.required)).toEqual([]);
    expect(result.verdicts.filter((v) => v.outcome !== 'conforms')).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('read-only mode covers every GET of a form and a group it is told about, and names what it skipped', async () => {
    const auth = await signIn(sim);
    const form = await sim.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    const group = await sim.inject({
      method: 'POST',
      url: '/api/formgroups',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formTypes: ['crsi_2024', 'w8ben_2021'] },
    });
    const formId = form.json<{ formId: number }>().formId;
    const result = await runContractCheck({
      baseUrl: baseOf(sim),
      writes: false,
      formId,
      groupId: group.json<{ formGroupId: number }>().formGroupId,
    });
    const gets = listRoutes()
      .filter((r) => r.route.method === 'GET')
      .map((r) => r.name);
    expect(gets).toHaveLength(28);
    const noDocument = ['supportingDocs.signedPdf', 'supportingDocs.download', 'supportingDocs.view'];
    expect(result.checked.filter((name) => gets.includes(name))).toEqual(
      gets.filter((name) => !noDocument.includes(name)),
    );
    expect(result.skipped.filter((s) => s.required)).toEqual([
      { name: 'supportingDocs.signedPdf', reason: `form ${formId} has no signed collectable document`, required: true },
      { name: 'supportingDocs.download', reason: `form ${formId} has no supporting document`, required: true },
      { name: 'supportingDocs.view', reason: `form ${formId} has no supporting document`, required: true },
    ]);
    expect(result.skipped.find((s) => s.name === 'forms.sign')).toEqual({
      name: 'forms.sign',
      reason: 'changes state: write mode only (CONTRACT_ALLOW_WRITES=1)',
      required: false,
    });
    expect(result.ok).toBe(false);
  });

  it('read-only mode without CONTRACT_FORM_ID fails, saying what to set', async () => {
    const result = await runContractCheck({ baseUrl: baseOf(sim), writes: false });
    expect(result.skipped).toContainEqual({
      name: 'forms.get',
      reason: 'set CONTRACT_FORM_ID (a form of the signed-in customer)',
      required: true,
    });
    expect(result.skipped).toContainEqual({
      name: 'formGroups.get',
      reason: 'set CONTRACT_GROUP_ID (a group of the signed-in customer)',
      required: true,
    });
    expect(result.coverage).toMatch(/^\d+ of 53 operations checked; skipped: .*forms\.get \(set CONTRACT_FORM_ID/);
    expect(result.ok).toBe(false);
  });

  it('a 401 with the API_COOKIE given fails the run: the cookie is stale', async () => {
    const result = await runContractCheck({ baseUrl: baseOf(sim), writes: true, cookie: 'taxcert_session=stale' });
    expect(result.verdicts).toContainEqual({
      name: 'auth.sendPin',
      call: 'PUT /api/auth/sendpin',
      status: 401,
      outcome: 'does not conform',
      detail: 'the cookie is stale (401): sign in again and copy a fresh API_COOKIE',
    });
    expect(result.ok).toBe(false);
  });

  it('reports a wrong body with its schema error, an undeclared status, an unexpected status and an unreachable API', async () => {
    const checker = new Checker(baseOf(impostor));
    await checker.call('language.list', { path: '/api/language', expect: [200] });
    await checker.call('config.get', { path: '/api/config', expect: [200] });
    expect(checker.verdicts[0]).toMatchObject({
      outcome: 'does not conform',
      detail: expect.stringContaining('0.locale'),
    });
    expect(checker.verdicts[1]).toMatchObject({
      outcome: 'does not conform',
      status: 418,
      detail: 'status 418 is not declared',
    });
    const simChecker = new Checker(baseOf(sim));
    await simChecker.call('config.preload', { path: '/api/config/preload.json', expect: [200] });
    expect(simChecker.verdicts[0]).toMatchObject({
      outcome: 'does not conform',
      status: 404,
      detail: expect.stringMatching(/^expected 200, got 404/),
    });
    const down = new Checker('http://127.0.0.1:9', { timeoutMs: 2000 });
    await down.call('auth.state', { path: '/api/auth/state', expect: [200] });
    expect(down.verdicts[0]).toMatchObject({ outcome: 'not reachable', status: null });
  });
});
