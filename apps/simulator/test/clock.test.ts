import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../src/context';
import { buildTestApp, signIn, validW9 } from './helper';

/**
 * The simulator reads one clock (BuildOptions.now) for every time stamp and time-out, so tests set the
 * time instead of waiting for it, and no result depends on the hour the suite runs at.
 */
describe('the simulator clock', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A clock the test moves by hand, starting one minute before the new year (UTC). */
  function handClock(start = '2026-12-31T23:59:00Z') {
    let time = Date.parse(start);
    return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
  }

  it('stamps confirmation and submission with the clock, across midnight on 31 December', async () => {
    const clock = handClock();
    app = await buildTestApp({ now: clock.now });
    app.sim.changeConfig((config) => {
      config.previewOnlyMode = true;
    });
    const auth = await signIn(app);
    const call = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
      app!.inject({ method, url, headers: auth, payload });
    const id = (
      await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      })
    ).json().formId as number;
    const data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
    expect((await call('POST', `/api/forms/w9_2024/${id}/validate`, validW9(data))).json().valid).toBe(true);
    expect((await call('PUT', `/api/forms/${id}/confirm`)).json()).toBe(true);
    const confirmed = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json();
    expect(confirmed.workflowState.updatedAt).toBe('2026-12-31T23:59:00.000Z');
    clock.advance(90_000);
    const submitted = await call('PUT', `/api/forms/${id}/submit`, { stage: 4 });
    expect(submitted.json()).toEqual({ stage: 4, updatedAt: '2027-01-01T00:00:30.000Z' });
  });

  it('ends an idle session exactly after its time-out, measured on the clock (no real time passes)', async () => {
    const clock = handClock();
    app = await buildTestApp({ now: clock.now });
    const auth = await signIn(app);
    const state = async () =>
      (await app!.inject({ method: 'GET', url: '/api/auth/state', headers: auth })).json().authState as string;
    const timeout = DEFAULT_SESSION_TIMEOUT_MINUTES * 60_000;
    clock.advance(timeout);
    expect(await state()).toBe('Authorised');
    // That call touched the session: a whole time-out more, plus 1 ms, ends it.
    clock.advance(timeout + 1);
    const res = await app.inject({ method: 'GET', url: '/api/forms/1', headers: auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(498);
  });
});
