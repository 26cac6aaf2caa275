import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { CROSS_ORIGIN_MESSAGE } from '../src/plugins/csrf';
import { buildTestApp, XRW } from './helper';

const APP = 'http://127.0.0.1:4115';
const OTHER = 'http://127.0.0.1:4999';

/** SIM_APP_ORIGIN: the web app served by another server (deploy/nginx), the simulator being its API. */
describe('the simulator as the API of an app on another origin', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp({ appOrigin: APP });
  });
  afterAll(() => app.close());

  it("answers the app's preflight with credentials, and no other origin's", async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/forms',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'x-requested-with,content-type',
        },
      });
    const ours = await preflight(APP);
    expect(ours.statusCode).toBe(204);
    expect(ours.headers['access-control-allow-origin']).toBe(APP);
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
    expect(String(ours.headers['access-control-allow-headers'])).toContain('x-requested-with');
    expect((await preflight(OTHER)).headers['access-control-allow-origin']).toBeUndefined();
    const read = await app.inject({ method: 'GET', url: '/api/language', headers: { origin: APP } });
    expect(read.headers['access-control-expose-headers']).toBe('content-disposition, retry-after');
  });

  it("accepts a state change from the app's origin and refuses one from any other", async () => {
    const add = (origin: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: { ...XRW, origin, 'sec-fetch-site': 'same-site' },
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      });
    // Past the guard: not signed in.
    expect((await add(APP)).statusCode).toBe(401);
    const refused = await add(OTHER);
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 403, message: CROSS_ORIGIN_MESSAGE }]);
  });

  it("sends the sign-in link's and logout's redirects to the app's origin", async () => {
    const token = await app.inject({ method: 'GET', url: '/api/auth/token?token=abc' });
    expect([token.statusCode, token.headers.location]).toEqual([302, `${APP}/authentalink`]);
    const out = await app.inject({ method: 'GET', url: '/api/auth/logout' });
    expect(out.headers.location).toBe(`${APP}/loggedout`);
  });
});
