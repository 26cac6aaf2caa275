import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

const NO_XRW = { code: 403, message: 'State-changing calls need the header X-Requested-With: XMLHttpRequest.' };
const CROSS = { code: 403, message: 'State-changing calls are accepted only from pages of this site.' };

describe('the cross-site request guard, by the route matched (ADR 008)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
    cookie = auth.cookie!;
  });
  afterAll(() => app.close());
  const addForm = { isOnline: true, accountId: 5001, formType: 'w9_2024' };

  it('refuses a state change without X-Requested-With however its path is encoded', async () => {
    for (const url of ['/api/forms', '/%61pi/forms', '/%61%70%69/forms', '/api/%66orms']) {
      const res = await app.inject({ method: 'PUT', url, headers: { cookie }, payload: addForm });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(NO_XRW);
    }
    const form = await app.inject({ method: 'PUT', url: '/api/forms', headers: auth, payload: addForm });
    const id = form.json<{ formId: number }>().formId;
    const certify = await app.inject({
      method: 'POST',
      url: `/%61pi/forms/${id}/certify`,
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(certify.statusCode).toBe(403);
    expect(certify.json()).toEqual(NO_XRW);
  });

  it('refuses a state change another site sends, by Sec-Fetch-Site or else Origin', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'https://localhost:3000' },
      { origin: 'null' },
    ];
    for (const headers of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: { ...auth, ...headers },
        payload: addForm,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(CROSS);
    }
  });

  it("accepts the app's own calls: same-origin, or a client that sends neither header", async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      { origin: 'http://localhost:3000' },
      {},
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: { ...auth, host: 'localhost:3000', ...headers },
        payload: addForm,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets reads through from anywhere, and guards the /__sim GETs that change state', async () => {
    const read = await app.inject({
      method: 'GET',
      url: '/api/auth/state',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const use = await app.inject({
      method: 'GET',
      url: '/__sim/use/default?to=/',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(use.statusCode).toBe(403);
    expect(use.json()).toEqual(CROSS);
    const typed = await app.inject({
      method: 'GET',
      url: '/__sim/use/default?to=/',
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(typed.statusCode).toBe(302);
  });
});
