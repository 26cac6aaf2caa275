import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

const MINUTE = 60_000;
const PIN = '135790';
/** pin-short-limits' own customer (ownCustomers): its limits are Sam Lee's in every session (ADR 038). */
const OWN = 'CUST-1004';

/** Scenario pin-short-limits: the PIN limits a scenario sets (auth.pinLimits), each tried past its edge. */
describe('pin-short-limits', () => {
  let app: SimApp;
  let now: number;
  const tick = (ms: number) => (now += ms);
  beforeEach(async () => {
    now = Date.parse('2026-11-24T10:00:00Z');
    app = await buildTestApp({ scenario: 'pin-short-limits', now: () => new Date(now) });
  });
  afterEach(() => app.close());

  const sendPin = (auth: Record<string, string>, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/auth/sendpin',
      headers: { ...auth, 'accept-language': language },
      payload: { pinType: 1 },
    });
  const validate = (auth: Record<string, string>, pin: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/validatepin',
      headers: { ...auth, 'accept-language': language },
      payload: { pin, pinType: 1 },
    });

  it('pin-short-limits: a PIN lasts 2 minutes, not 10', async () => {
    const auth = await signIn(app, OWN);
    await sendPin(auth);
    tick(2 * MINUTE);
    expect((await validate(auth, '000000')).json()).toMatchObject({ verified: false });
    tick(1000);
    const late = await validate(auth, PIN);
    expect(late.statusCode).toBe(400);
    expect(late.json<{ code: number }>().code).toBe(4015);
  });

  it('pin-short-limits: the third wrong PIN locks for 5 minutes, then the count starts again', async () => {
    const auth = await signIn(app, OWN);
    await sendPin(auth);
    expect((await validate(auth, '000000')).statusCode).toBe(200);
    expect((await validate(auth, '000000')).statusCode).toBe(200);
    const third = await validate(auth, '000000');
    expect(third.statusCode).toBe(403);
    expect(third.headers['retry-after']).toBe('300');
    expect((await validate(auth, PIN)).statusCode).toBe(403);
    tick(5 * MINUTE - 1000);
    expect((await sendPin(auth)).statusCode).toBe(403);
    tick(1000);
    expect((await sendPin(auth)).statusCode).toBe(200);
    expect((await validate(auth, PIN)).json()).toMatchObject({ verified: true });
  });

  it('pin-short-limits: a session is sent 2 PINs in 5 minutes; the third is 429 until the window ends', async () => {
    const auth = await signIn(app, OWN);
    expect((await sendPin(auth)).statusCode).toBe(200);
    tick(MINUTE);
    expect((await sendPin(auth)).statusCode).toBe(200);
    const refused = await sendPin(auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('240');
    tick(4 * MINUTE);
    expect((await sendPin(auth)).statusCode).toBe(200);
  });

  it("answers the PIN messages in the request's language, from the catalogue, in every language it has", async () => {
    for (const locale of app.sim.fixtures.catalogues.keys()) {
      const texts = app.sim.messages(locale);
      tick(60 * MINUTE); // past any lock and re-send window of the previous round
      const auth = await signIn(app, OWN);
      expect((await sendPin(auth, locale)).statusCode).toBe(200);
      expect((await validate(auth, '000000', locale)).json()).toMatchObject({
        verified: false,
        message: texts['pin.incorrect'],
      });
      await validate(auth, '000000', locale);
      const locked = await validate(auth, '000000', locale);
      expect(locked.json(), locale).toEqual({ code: 4013, message: texts['pin.locked'] });
      tick(5 * MINUTE);
      await sendPin(auth, locale);
      await sendPin(auth, locale);
      const throttled = await sendPin(auth, locale);
      expect(throttled.json(), locale).toEqual({ code: 4290, message: texts['pin.tooMany'] });
      tick(3 * MINUTE);
      const expired = await validate(auth, PIN, locale);
      expect(expired.json(), locale).toEqual({ code: 4015, message: texts['pin.expired'] });
      if (locale !== 'en')
        expect(texts['pin.locked'], `${locale} has its own text`).not.toBe(app.sim.messages('en')['pin.locked']);
    }
  });
});
