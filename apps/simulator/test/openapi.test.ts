import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, XRW } from './helper';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { in: string; required?: boolean }[];
}

describe('the OpenAPI document and the API reference', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves an OpenAPI 3.0 document that an independent validator accepts', async () => {
    const res = await app.inject({ method: 'GET', url: '/__sim/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ openapi: string }>();
    expect(document.openapi).toMatch(/^3\.0\.\d$/);
    await expect(SwaggerParser.validate(document as never)).resolves.toBeDefined();
  });

  it("passes Redocly's recommended rules with no error; its warnings are the three redirects and no licence", async () => {
    const source = (await app.inject({ method: 'GET', url: '/__sim/openapi.json' })).body;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
    expect(problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`).sort()).toEqual([
      'info-license #/info',
      'operation-2xx-response #/paths/~1api~1auth~1login/get/responses',
      'operation-2xx-response #/paths/~1api~1auth~1logout/get/responses',
      'operation-2xx-response #/paths/~1api~1auth~1token/get/responses',
    ]);
  });

  it('declares the session cookie and whom each call needs: a call that needs a session answers 401 without one, an open one never does', async () => {
    const document = (await app.inject({ method: 'GET', url: '/__sim/openapi.json' })).json<{
      servers: { url: string }[];
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'taxcert_session',
    });
    let sessionOnly = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const needsInput =
          operation.requestBody !== undefined ||
          (operation.parameters ?? []).some((p) => p.in === 'query' && p.required);
        if (needsInput) continue; // refused as a bad request before the session is looked at
        const url = path.replace('{formType}', 'w9_2024').replace(/\{[^}]+\}/g, '1');
        const res = await app.inject({ method: method.toUpperCase() as 'GET', url, headers: XRW });
        const open = operation.security?.some((requirement) => Object.keys(requirement).length === 0);
        if (open) expect(res.statusCode, `${method} ${url}`).not.toBe(401);
        else {
          sessionOnly += 1;
          expect(operation.security, `${method} ${url}`).toEqual([{ session: [] }]);
          expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([
            401,
            { code: 401, message: 'You are not signed in.' },
          ]);
        }
      }
    }
    expect(sessionOnly).toBeGreaterThan(15);
  });

  it('states the body limits and the X-Requested-With header of state-changing calls', async () => {
    const document = (await app.inject({ method: 'GET', url: '/__sim/openapi.json' })).json<{
      paths: Record<string, Record<string, any>>;
    }>();
    const validate = document.paths['/api/forms/{formType}/{id}/validate']?.post;
    const body = validate.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', maxProperties: 200, additionalProperties: { maxProperties: 200 } });
    expect(body.description).toContain('answers nest at most 5 levels');
    expect(validate.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Requested-With', in: 'header', required: true }),
    );
    expect(document.paths['/api/auth/state']?.get.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'X-Requested-With' }),
    );
  });

  it('serves a browsable reference at /__sim/docs from the same document', async () => {
    const page = await app.inject({ method: 'GET', url: '/__sim/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const json = await app.inject({ method: 'GET', url: '/__sim/docs/json' });
    expect(json.json()).toEqual((await app.inject({ method: 'GET', url: '/__sim/openapi.json' })).json());
  });
});
