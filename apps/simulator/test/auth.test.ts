import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, cookiesOf, signIn, XRW } from './helper';

describe('sign-in by authentication link', () => {
  let app: SimApp;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  async function openLink(uniqueRef = 'CUST-1001') {
    const link = new URL(app.sim.sendAuthLink(app.sim.customerByRef(uniqueRef)!));
    const res = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    return { res, cookie: `taxcert_link=${cookiesOf(res).taxcert_link}` };
  }
  const post = (cookie: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/authentaLink', headers: { ...XRW, cookie }, payload });

  it('puts the link in the outbox, and opening it leads to the sign-in screen', async () => {
    const { res } = await openLink();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/authentalink');
    const outbox = await app.inject({ method: 'GET', url: '/__sim/outbox' });
    expect(outbox.json()[0]).toMatchObject({ kind: 'authLink', recipient: 'jane.doe@example.com' });
    expect(outbox.json()[0].link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/token\?token=/);
  });

  it('signs in on a fresh, HttpOnly, SameSite=Lax session cookie when the identity matches (case and spaces ignored)', async () => {
    const { cookie } = await openLink();
    const before = await app.inject({ method: 'GET', url: '/api/auth/state', headers: { cookie } });
    expect(before.json()).toEqual({ authState: 'Unauthorised' });
    const res = await post(cookie, { email: ' JANE.DOE@example.com ', uniqueRef: 'cust-1001', name: 'jane   doe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loginSuccess: true, resendReference: null, navigateToPath: null });
    const setCookie = ([] as string[])
      .concat(res.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('taxcert_session='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const state = await app.inject({
      method: 'GET',
      url: '/api/auth/state',
      headers: { cookie: setCookie.split(';')[0]! },
    });
    expect(state.json()).toEqual({ authState: 'Authorised' });
  });

  it('refuses a wrong identity with the spec text, and a link used twice with 410', async () => {
    const { cookie } = await openLink();
    const wrong = await post(cookie, { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'John Doe' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 4010,
      message: 'Sorry, we were unable to verify your details. Please try again.',
    });
    const ok = await post(cookie, { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'Jane Doe' });
    expect(ok.statusCode).toBe(200);
    const reused = await post(cookie, { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'Jane Doe' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe(4012);
  });

  it('without an opened link answers 401 code 4011', async () => {
    const res = await post('', { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'Jane Doe' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4011);
  });

  it('gives a new session id at every sign-in', async () => {
    const first = await signIn(app);
    const second = await signIn(app);
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('answers protected calls 401 without a session and 403/498 once the session has timed out', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/forms/1' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, message: 'You are not signed in.' });
    const auth = await signIn(app);
    const session = app.sim.sessions.get(auth.cookie!.split('=')[1]);
    session!.lastSeen -= 21 * 60_000;
    const late = await app.inject({ method: 'GET', url: '/api/forms/1', headers: auth });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe(498);
    const state = await app.inject({ method: 'GET', url: '/api/auth/state', headers: auth });
    expect(state.json().authState).toBe('Unauthorised');
  });

  it('encrypts the customer data with the session key (AES-256-GCM), decryptable as the ADR says', async () => {
    const { decryptCustomerData } = await import('../src/domain/customer-data');
    const auth = await signIn(app);
    const config = (await app.inject({ method: 'GET', url: '/api/config', headers: auth })).json();
    const data = decryptCustomerData(config.customerData, Buffer.from(config.secretKey, 'base64'));
    expect(data).toEqual({ CustomerName: 'Jane Doe', CustomerEmailAddress: 'jane.doe@example.com' });
  });
});
