import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { safePath, UNSAFE_TO } from '../src/routes/sim';
import { Outbox } from '../src/store/outbox';
import { buildTestApp, signIn, XRW } from './helper';

describe('/__sim on a shared host', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const outbox = (headers: Record<string, string> = {}) =>
    app
      .inject({ method: 'GET', url: '/__sim/outbox', headers })
      .then((res) => res.json<{ kind: string; recipient: string; pin?: string }[]>());

  it("shows each browser session only what its own requests sent, never another session's PINs", async () => {
    const jane = await signIn(app, 'CUST-1001');
    const other = await signIn(app, 'CUST-1002');
    for (const auth of [jane, other])
      await app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } });
    const janePin = app.sim.outbox.list()[1]!.pin;
    const otherPin = app.sim.outbox.list()[0]!.pin;

    const janes = await outbox({ cookie: jane.cookie! });
    expect(janes.map((e) => e.kind)).toEqual(['pin']);
    expect(janes[0]!.pin).toBe(janePin);
    expect(Object.keys(janes[0]!).sort()).toEqual(['kind', 'pin', 'purpose', 'recipient', 'time']);

    const others = await outbox({ cookie: other.cookie! });
    expect(others.map((e) => e.pin)).toEqual([otherPin]);

    // Without a session: only the sign-in links sent without one (here the helper's two), never a PIN.
    const anonymous = await outbox();
    expect(anonymous.map((e) => e.kind)).toEqual(['authLink', 'authLink']);
  });

  it("keeps two sessions of one customer apart: neither reads the other's PIN", async () => {
    const first = await signIn(app, 'CUST-1001');
    const second = await signIn(app, 'CUST-1001');
    await app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: first, payload: { pinType: 1 } });
    const firstPin = app.sim.outbox.list()[0]!.pin;
    await app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: second, payload: { pinType: 1 } });
    const secondPin = app.sim.outbox.list()[0]!.pin;
    expect((await outbox({ cookie: first.cookie! })).map((e) => e.pin)).toEqual([firstPin]);
    expect((await outbox({ cookie: second.cookie! })).map((e) => e.pin)).toEqual([secondPin]);
  });

  it("keeps a browser's link in its outbox across sign-in (the session id rotates, the entries follow)", async () => {
    const used = await app.inject({ method: 'GET', url: '/__sim/use/default?to=/' });
    const browser = { cookie: String(used.headers['set-cookie']).split(';')[0]! };
    const asked = await app.inject({ method: 'GET', url: '/__sim/auth-link?customer=CUST-1001', headers: browser });
    const { link } = asked.json<{ link: string }>();
    expect((await outbox(browser)).map((e) => e.kind)).toEqual(['authLink']);
    expect((await outbox()).some((e) => (e as { link?: string }).link === link)).toBe(false);
    // Open the link and sign in in the same browser: the session id rotates, the link stays in its outbox.
    const url = new URL(link);
    const opened = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: browser });
    const linkCookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/authentaLink',
      headers: { ...XRW, cookie: `${browser.cookie}; ${linkCookie}` },
      payload: { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'Jane Doe' },
    });
    expect(signedIn.statusCode).toBe(200);
    const rotated = {
      cookie: String(signedIn.headers['set-cookie'])
        .split(',')
        .map((c) => c.trim().split(';')[0]!)
        .find((c) => c.startsWith('taxcert_session='))!,
    };
    expect(rotated.cookie).not.toBe(browser.cookie);
    expect((await outbox(rotated)).map((e) => (e as { link?: string }).link)).toEqual([link]);
  });

  it('keeps at most 1,000 entries', () => {
    const box = new Outbox(() => new Date('2026-11-24T10:00:00Z'));
    for (let i = 0; i < 1005; i += 1)
      box.add({ kind: 'pin', recipient: 'x', pin: String(i).padStart(6, '0'), sessionId: null, customerId: 1 });
    expect(box.list()).toHaveLength(1000);
    expect(box.list()[0]!.pin).toBe('001004');
  });

  it('follows only paths of this site after switching a scenario, normalised before they are checked', async () => {
    expect(safePath('/forms/w9_2024/1?x=1#top')).toBe('/forms/w9_2024/1?x=1#top');
    expect(safePath('/forms/./w9_2024/../w9_2024/1')).toBe('/forms/w9_2024/1');
    expect(safePath(undefined)).toBe('/');
    const refused = [
      '//evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/./..//./evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/.\\/evil.example',
      '/%2e/\\evil.example',
      'https://evil.example',
      '/\t/evil.example',
      'evil',
    ];
    for (const to of refused) expect(safePath(to), to).toBeNull();
    for (const to of refused) {
      const res = await app.inject({ method: 'GET', url: `/__sim/use/signing-pin?to=${encodeURIComponent(to)}` });
      expect([res.statusCode, res.json(), res.headers.location], to).toEqual([400, UNSAFE_TO, undefined]);
      expect(res.body).not.toContain('evil');
    }
    const kept = await app.inject({
      method: 'GET',
      url: `/__sim/use/default?to=${encodeURIComponent('/./links/privacy')}`,
    });
    expect([kept.statusCode, kept.headers.location]).toEqual([302, '/links/privacy']);
  });

  it('a refused to= leaves the scenario as it was', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/__sim/use/signing-pin?to=${encodeURIComponent('/.//evil.example')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
