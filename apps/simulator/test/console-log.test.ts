import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { redactDigits } from '../src/domain/redact';
import { buildTestApp, XRW } from './helper';

describe('POST /api/consolelog', () => {
  let app: SimApp;
  let now = new Date('2026-11-24T10:00:00Z');
  const logged: unknown[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ now: () => now });
    // Record what the route logs for each request.
    app.addHook('onRequest', async (request) => {
      const warn = (object: unknown) => void logged.push(object);
      request.log = { ...request.log, warn };
    });
  });
  afterAll(() => app.close());

  const report = (message: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `/api/consolelog?level=error&code=0&message=${encodeURIComponent(message)}`,
      headers: XRW,
      remoteAddress: ip,
    });

  it('masks TIN- and PIN-shaped digits and caps the length before logging', async () => {
    const head = 'SSN 521-44-7812, EIN 12-3456789, PIN 135790, itin 912701234 at 2026-11-24 code 4013 ';
    const res = await report(`${head}${'x'.repeat(600)}`);
    expect(res.statusCode).toBe(204);
    const entry = logged.at(-1) as { browser: { message: string } };
    expect(entry.browser.message).toBe(
      `SSN ###-##-####, EIN ##-#######, PIN ######, itin ######### at 2026-11-24 code 4013 ${'x'.repeat(500 - head.length)}`,
    );
    expect(entry.browser.message).toHaveLength(500);
  });

  it('answers 429 {code, message} after 30 reports a minute from one address, and again after the minute', async () => {
    for (let i = 0; i < 30; i += 1) expect((await report('boom', '10.0.0.2')).statusCode).toBe(204);
    const refused = await report('boom', '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: 'Too many error reports. Please try again in 60 seconds.' });
    expect((await report('boom', '10.0.0.3')).statusCode).toBe(204);
    now = new Date(now.getTime() + 60_000);
    expect((await report('boom', '10.0.0.2')).statusCode).toBe(204);
  });

  it('redactDigits keeps short numbers and dates, masks long runs', () => {
    expect(redactDigits('404 at 2026-11-24, id 12345')).toBe('404 at 2026-11-24, id 12345');
    expect(redactDigits('token 1234567890123')).toBe('token #############');
  });
});
