import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { safePath } from '../src/routes/sim';
import { Outbox } from '../src/store/outbox';
import { buildTestApp, signIn } from './helper';

describe('/__sim on a shared host (issue 18)', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const outbox = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/__sim/outbox', headers }).then((res) => res.json<{ kind: string; recipient: string; pin?: string }[]>());

  it('shows each browser session what it sent and what went to its customer, never another session\'s PINs', async () => {
    const jane = await signIn(app, 'CUST-1001');
    const other = await signIn(app, 'CUST-1002');
    for (const auth of [jane, other]) await app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } });
    const janePin = app.sim.outbox.list()[1]!.pin;
    const otherPin = app.sim.outbox.list()[0]!.pin;

    const janes = await outbox({ cookie: jane.cookie! });
    expect(janes.map((e) => e.kind)).toEqual(['pin', 'authLink']);
    expect(janes[0]!.pin).toBe(janePin);
    expect(janes.some((e) => e.pin === otherPin)).toBe(false);
    expect(Object.keys(janes[0]!).sort()).toEqual(['kind', 'pin', 'purpose', 'recipient', 'time']);

    const others = await outbox({ cookie: other.cookie! });
    expect(others.map((e) => e.kind)).toEqual(['pin', 'authLink']);
    expect(others[0]!.pin).toBe(otherPin);

    // Without a session: only what was sent without one (here the two sign-in links), no PIN.
    const anonymous = await outbox();
    expect(anonymous.map((e) => e.kind)).toEqual(['authLink', 'authLink']);
  });

  it('keeps at most 1,000 entries', () => {
    const box = new Outbox(() => new Date('2026-11-24T10:00:00Z'));
    for (let i = 0; i < 1005; i += 1) box.add({ kind: 'pin', recipient: 'x', pin: String(i).padStart(6, '0'), sessionId: null, customerId: 1 });
    expect(box.list()).toHaveLength(1000);
    expect(box.list()[0]!.pin).toBe('001004');
  });

  it('follows only paths of this site after switching a scenario', async () => {
    expect(safePath('/forms/w9_2024/1?x=1#top')).toBe('/forms/w9_2024/1?x=1#top');
    for (const to of ['//evil.example', '/\\evil.example', '/\\/evil.example', 'https://evil.example', '/\t/evil.example', 'evil', undefined]) {
      expect(safePath(to), String(to)).toBe('/');
    }
    const res = await app.inject({ method: 'GET', url: `/__sim/use/default?to=${encodeURIComponent('/\\evil.example')}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
