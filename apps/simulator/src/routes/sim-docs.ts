import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The browsable API reference at /__sim/docs: Swagger UI over the contract's OpenAPI document
 * (@fastify/swagger in static mode serves the document we build, it does not derive one from routes).
 */
export async function registerSimDocs(app: FastifyInstance, document: object): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as StaticDocumentSpec['document'] },
  });
  await app.register(swaggerUi, {
    routePrefix: '/__sim/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true },
  });
}
