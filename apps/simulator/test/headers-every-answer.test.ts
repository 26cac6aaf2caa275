import type { LightMyRequestResponse } from 'fastify';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND, type SimApp } from '../src/app';
import { BAD_URL, headersFor } from '../src/plugins/headers';
import { buildTestApp, signIn, XRW } from './helper';

/** What an attacker puts in a request to see whether it comes back. */
const MARK = 'zq<i>';
const HSTS = 'strict-transport-security';

function expectSecured(res: LightMyRequestResponse, label: string): void {
  expect(res.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.body, label).not.toContain('zq<i>');
  expect(res.body, label).not.toContain('zq%3Ci%3E');
}

/** Every answer carries the security headers and echoes nothing of the request; HSTS only over https. */
describe('every answer, even one Fastify makes before any hook', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('GET /% and other undecodable addresses: 400 {code, message} with the security headers, no-store, nothing echoed', async () => {
    app = await buildTestApp();
    for (const url of ['/%', `/%zz${MARK}`, `/api/forms/%${MARK}`, `/__sim/use/%${MARK}`, '/api/config/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()], url).toEqual([400, BAD_URL]);
      expectSecured(res, url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers[HSTS], url).toBeUndefined();
    }
  });

  it('refusals name the allowed values or nothing, never what was sent: unknown address, language, scenario, customer, enum', async () => {
    app = await buildTestApp();
    const auth = await signIn(app);
    const answers: [string, LightMyRequestResponse, number][] = [
      ['unknown address', await app.inject({ method: 'GET', url: `/api/${MARK}` }), 404],
      ['language', await app.inject({ method: 'GET', url: `/api/language/${encodeURIComponent(MARK)}` }), 404],
      ['scenario', await app.inject({ method: 'GET', url: `/__sim/use/${encodeURIComponent(MARK)}` }), 404],
      [
        'auth-link',
        await app.inject({ method: 'GET', url: `/__sim/auth-link?customer=${encodeURIComponent(MARK)}` }),
        404,
      ],
      ['sign-in', await app.inject({ method: 'GET', url: `/__sim/sign-in?customer=${encodeURIComponent(MARK)}` }), 404],
      [
        'enum',
        await app.inject({
          method: 'POST',
          url: `/api/consolelog?level=${encodeURIComponent(MARK)}&code=1&message=x`,
          headers: auth,
        }),
        400,
      ],
      [
        'body',
        await app.inject({
          method: 'PUT',
          url: '/api/forms',
          headers: { ...XRW, ...auth, 'content-type': 'application/json' },
          payload: `{${MARK}`,
        }),
        400,
      ],
    ];
    for (const [label, res, status] of answers) {
      expect(res.statusCode, label).toBe(status);
      expectSecured(res, label);
    }
    expect(answers[0]![1].json()).toEqual(NOT_FOUND);
    expect(answers[2]![1].json<{ message: string }>().message).toMatch(
      /^There is no scenario by that name \(known: all-forms, /,
    );
    expect(answers[3]![1].json()).toEqual({
      code: 404,
      message: `There is no customer with that reference (known: ${app.sim.fixtures.customers.map((c) => c.uniqueRef).join(', ')}).`,
    });
    expect(answers[5]![1].json()).toEqual({
      code: 400,
      message: `query field "level" is invalid: must be one of 'error' | 'warn' | 'info'`,
    });
  });

  it('a request Node cannot parse is answered on the socket with the security headers and {code, message}', async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /${MARK} HTTP/1.1\r\nHost: x\r\n${MARK}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(head.toLowerCase()).toContain('x-frame-options: deny');
    expect(head.toLowerCase()).not.toContain(HSTS);
    expect(JSON.parse(body ?? '')).toEqual({ code: 400, message: 'The request could not be read.' });
    expect(answer).not.toContain(MARK);
  });

  it('sends Strict-Transport-Security only over https: behind a TLS proxy (SIM_SECURE_COOKIES=1) or on a TLS socket', async () => {
    app = await buildTestApp();
    for (const url of ['/api/auth/state', '/__sim/outbox', '/api/nothing', '/%']) {
      expect((await app.inject({ method: 'GET', url })).headers[HSTS], url).toBeUndefined();
    }
    await app.close();
    app = await buildTestApp({ secureCookies: true });
    for (const url of ['/api/auth/state', '/__sim/outbox', '/api/nothing', '/%']) {
      expect((await app.inject({ method: 'GET', url })).headers[HSTS], url).toBe('max-age=31536000; includeSubDomains');
    }
    const names = (protocol: string) => headersFor(false)({ protocol }).map(([name]) => name.toLowerCase());
    expect(names('https')).toContain(HSTS);
    expect(names('http')).not.toContain(HSTS);
    expect(names('http')).toEqual(names('https').filter((name) => name !== HSTS));
  });
});
