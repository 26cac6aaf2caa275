import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp } from './helper';

describe('the OpenAPI document and the API reference (issue 18)', () => {
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
