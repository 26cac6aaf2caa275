import { listRoutes } from '@taxcert/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

/**
 * Property: whatever a client sends — bad JSON, wrong types, unknown fields, odd path parameters, huge
 * bodies — the simulator answers below 500, and every error is exactly {code, message}.
 */
describe('malformed requests never crash the simulator', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  const routes = listRoutes();
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  const fillPath = (path: string, segment: string) =>
    path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(segment) || 'x');

  function expectClientError(
    label: string,
    res: { statusCode: number; body: string; headers: Record<string, unknown> },
  ) {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body: unknown = JSON.parse(res.body);
      expect(Object.keys(body as object).sort(), label).toEqual(['code', 'message']);
    }
  }

  it('answers random JSON bodies and path segments on every call with a 4xx {code, message} or a valid answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.json({ maxDepth: 4 }),
        fc.string({ maxLength: 12 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }),
        async ({ name, route }, json, segment, query) => {
          const url = `${fillPath(route.path, segment)}?${new URLSearchParams(query).toString()}`;
          const res = await app.inject({
            method: route.method,
            url,
            headers: { ...auth, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
            ...(route.method === 'GET' ? {} : { payload: json }),
          });
          expectClientError(`${name} ${route.method} ${url}`, res);
        },
      ),
      { numRuns: 400, seed: 20261122 },
    );
  });

  it('answers broken JSON, wrong content types and oversized bodies with {code, message}', async () => {
    for (const { name, route } of routes.filter((r) => r.route.method !== 'GET')) {
      const url = fillPath(route.path, '1');
      const broken = await app.inject({
        method: route.method,
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"a": ',
      });
      expectClientError(`${name} broken JSON`, broken);
      const xml = await app.inject({
        method: route.method,
        url,
        headers: { ...auth, 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expectClientError(`${name} xml`, xml);
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/api/authentaLink',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), uniqueRef: 'a', name: 'b' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(Object.keys(huge.json()).sort()).toEqual(['code', 'message']);
  });

  it('refuses unknown fields in a body by name', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024', admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/admin/);
  });
});
