import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/routes';
import { buildOpenApiDocument } from '../src/openapi';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument();
  const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

  it('is OpenAPI 3 and lists every route of the contract with its method', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const routes = listRoutes();
    for (const { route } of routes) {
      const item = doc.paths[toOpenApiPath(route.path)];
      expect(item, route.path).toBeDefined();
      expect(item?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('describes PDF responses and the multipart upload body', () => {
    const pdf = doc.paths['/api/forms/{id}/pdf/download']?.get;
    expect(pdf?.responses['200'].content['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' });
    const upload = doc.paths['/api/supportingdocs/upload']?.put;
    expect(upload?.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
  });

  it('gives every error status the {code, message} envelope', () => {
    const get = doc.paths['/api/forms/{id}']?.get;
    const schema = get?.responses['404'].content['application/json'].schema;
    expect(schema.properties).toHaveProperty('code');
    expect(schema.properties).toHaveProperty('message');
  });
});
