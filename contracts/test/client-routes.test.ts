import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES_PATH } from '../generate-client-routes';
import { clientRoutes } from '../src/client';
import { clientRouteTable, renderClientRoutes } from '../src/client-routes';
import { listRoutes } from '../src/routes';

/** The browser's route table (ADR 026) is generated from the contract and fails here when it drifts. */
describe('src/client/routes.generated.ts', () => {
  it('is what the contract generates today (regenerate: npm run generate -w @taxcert/contracts)', () => {
    expect(readFileSync(CLIENT_ROUTES_PATH, 'utf8')).toBe(renderClientRoutes());
  });

  it('holds every route with the method, path, content type, strict statuses and statuses ts-rest’s client reads', () => {
    expect(clientRoutes).toEqual(clientRouteTable());
    const byName = (name: string) =>
      name.split('.').reduce<unknown>((router, key) => (router as Record<string, unknown>)[key], clientRoutes);
    for (const { name, route } of listRoutes()) {
      expect(byName(name), name).toMatchObject({
        method: route.method,
        path: route.path,
        strictStatusCodes: route.strictStatusCodes,
      });
      expect(Object.keys((byName(name) as { responses: object }).responses), name).toEqual(
        Object.keys(route.responses),
      );
    }
    expect(clientRoutes.upload.supportingDoc).toMatchObject({ method: 'PUT', contentType: 'multipart/form-data' });
  });

  it('holds no schema: every response is only named by its status', () => {
    const values = listRoutes(clientRoutes).flatMap(({ route }) => Object.values(route.responses));
    expect(values.length).toBeGreaterThan(100);
    expect(new Set(values)).toEqual(new Set([null]));
    for (const { route } of listRoutes(clientRoutes)) expect(Object.keys(route).sort()).not.toContain('body');
  });
});
