import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, cookiesOf, signIn, XRW } from './helper';

const MINUTE = 60_000;
const LOCKED = {
  code: 4013,
  message: 'Too many incorrect PINs were entered, so PIN entry is locked for your security. Please try again later.',
};
const NO_LONGER_VALID = {
  code: 4015,
  message: 'This PIN is no longer valid: it has expired or was already used. Please ask for a new PIN.',
};
const INCORRECT = 'The PIN is not correct. Please try again.';

describe('PINs that cannot be guessed', () => {
  let app: SimApp;
  let now: number;
  const tick = (ms: number) => (now += ms);
  beforeEach(async () => {
    now = Date.parse('2026-11-24T10:00:00Z');
    app = await buildTestApp({ now: () => new Date(now) });
  });
  afterEach(() => app.close());

  const sendPin = (auth: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } });
  const validate = (auth: Record<string, string>, pin: string, pinType = 1) =>
    app.inject({ method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin, pinType } });
  const lastPin = () => app.sim.outbox.list()[0]!.pin!;
  const wrongFor = (pin: string) => (pin === '000000' ? '111111' : '000000');

  it('counts wrong PINs per customer across re-sends and sessions, and locks after 10 for 30 minutes', async () => {
    const auth = await signIn(app);
    let failures = 0;
    for (const round of [0, 1, 2]) {
      if (round === 2) tick(10 * MINUTE); // past the re-send window
      expect((await sendPin(auth)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1, failures += 1) {
        const res = await validate(auth, wrongFor(lastPin()));
        expect(res.json()).toMatchObject({ verified: false, message: INCORRECT });
      }
    }
    // A new session of the same customer starts with the same count.
    const other = await signIn(app);
    expect((await sendPin(other)).statusCode).toBe(200);
    expect(failures).toBe(9);
    const tenth = await validate(other, wrongFor(lastPin()));
    expect(tenth.statusCode).toBe(403);
    expect(tenth.json()).toEqual(LOCKED);
    // Locked: even the right PIN, and no new PIN, for either session.
    const right = await validate(other, lastPin());
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(LOCKED);
    const resend = await sendPin(auth);
    expect(resend.statusCode).toBe(403);
    expect(resend.json()).toEqual(LOCKED);
    tick(29 * MINUTE);
    const later = await signIn(app);
    const stillLocked = await sendPin(later);
    expect(stillLocked.json()).toEqual(LOCKED);
    expect(stillLocked.headers['retry-after']).toBe('60');
    tick(MINUTE);
    expect((await sendPin(later)).statusCode).toBe(200);
    expect((await validate(later, lastPin())).json()).toMatchObject({ verified: true });
  });

  it('accepts a PIN for 10 minutes, then answers 400 {code 4015}', async () => {
    const auth = await signIn(app);
    await sendPin(auth);
    const pin = lastPin();
    tick(10 * MINUTE);
    expect((await validate(auth, wrongFor(pin))).json()).toMatchObject({ verified: false });
    tick(1000);
    const late = await validate(auth, pin);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(NO_LONGER_VALID);
  });

  it('accepts a verified PIN only once', async () => {
    const auth = await signIn(app);
    await sendPin(auth);
    const pin = lastPin();
    expect((await validate(auth, pin)).json()).toMatchObject({ verified: true });
    const again = await validate(auth, pin);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(NO_LONGER_VALID);
  });

  it('throttles re-sends: 3 per session in 10 minutes, then 429 {code 4290} with Retry-After', async () => {
    const auth = await signIn(app);
    for (let i = 0; i < 3; i += 1) expect((await sendPin(auth)).statusCode).toBe(200);
    tick(4 * MINUTE);
    const refused = await sendPin(auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('360');
    expect(refused.json()).toEqual({
      code: 4290,
      message:
        'You have asked for several PINs in a short time. Please use the last PIN we sent, or ask for a new one in a few minutes.',
    });
    // The last PIN sent still works; another session of the customer has its own PIN and allowance.
    const other = await signIn(app);
    expect((await sendPin(other)).statusCode).toBe(200);
    const othersPin = lastPin();
    expect((await validate(auth, othersPin)).json()).toMatchObject({ verified: false });
    expect((await validate(other, othersPin)).json()).toMatchObject({ verified: true });
    tick(6 * MINUTE);
    expect((await sendPin(auth)).statusCode).toBe(200);
  });

  it('treats the no-email sign-in PIN the same way: locked after 10 wrong tries across re-sends', async () => {
    const customer = app.sim.customerByRef('CUST-1003')!;
    const link = new URL(app.sim.sendAuthLink(customer));
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentaLink',
      headers: { ...XRW, cookie: `taxcert_link=${cookiesOf(opened).taxcert_link}` },
      payload: { email: '', uniqueRef: customer.uniqueRef, name: customer.name },
    });
    const headers = { ...XRW, cookie: `taxcert_session=${cookiesOf(res).taxcert_session}` };
    const resendReference = res.json<{ resendReference: string }>().resendReference;
    const resend = () =>
      app.inject({ method: 'PUT', url: '/api/auth/sendnoemailpin', headers, payload: { pinType: 2, resendReference } });
    for (let i = 0; i < 9; i += 1) {
      if (i === 3 || i === 6) expect((await resend()).statusCode).toBe(200);
      expect((await validate(headers, wrongFor(lastPin()), 2)).json()).toMatchObject({ verified: false });
    }
    const locked = await validate(headers, wrongFor(lastPin()), 2);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual(LOCKED);
    expect((await validate(headers, lastPin(), 2)).statusCode).toBe(403);
  });
});
