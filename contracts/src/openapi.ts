import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './contract';

type Operation = Record<string, unknown> & { responses?: Record<string, Record<string, unknown>> };

const binary = { type: 'string', format: 'binary' } as const;

/** State-changing calls need this header (app-shell.md §7); declared so that "try it out" sends it. */
const requestedWith = {
  name: 'X-Requested-With',
  in: 'header',
  required: true,
  schema: { type: 'string', enum: ['XMLHttpRequest'], default: 'XMLHttpRequest' },
} as const;

/**
 * Adds what @ts-rest/open-api leaves out: the schema of binary responses (PDF, files, the keep-alive image)
 * and of the multipart upload body.
 */
function addBinaryShapes(operation: Operation, route: AppRoute): Operation {
  const responses = { ...(operation.responses ?? {}) };
  for (const [status, response] of Object.entries(route.responses)) {
    if (
      response &&
      typeof response === 'object' &&
      'contentType' in response &&
      typeof response.contentType === 'string'
    ) {
      responses[status] = {
        description: `${status}: ${response.contentType}`,
        content: { [response.contentType]: { schema: binary } },
        ...(response.contentType === 'application/pdf'
          ? {
              headers: {
                'Content-Disposition': {
                  schema: { type: 'string' },
                  description: 'attachment; filename=… (default form.pdf)',
                },
              },
            }
          : {}),
      };
    }
  }
  const withBody =
    route.method !== 'GET' && 'contentType' in route && route.contentType === 'multipart/form-data'
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object', required: ['file'], properties: { file: binary } },
              },
            },
          },
        }
      : {};
  const parameters =
    route.method === 'GET'
      ? operation.parameters
      : [...((operation.parameters as unknown[] | undefined) ?? []), requestedWith];
  return { ...operation, ...withBody, ...(parameters ? { parameters } : {}), responses };
}

/**
 * The generator writes JSON-Schema-2020 bounds (`exclusiveMinimum: 0` from zod's `.positive()`) into a
 * document it declares as OpenAPI 3.0, where they are booleans beside `minimum`/`maximum`. This rewrites
 * them the 3.0 way, in place, everywhere in the document.
 */
function exclusiveBoundsAs30(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) exclusiveBoundsAs30(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = schema[exclusive];
    if (typeof value === 'number') {
      schema[bound] = value;
      schema[exclusive] = true;
    }
  }
  for (const child of Object.values(schema)) exclusiveBoundsAs30(child);
}

/** The OpenAPI 3.0 document of the whole contract (served by the simulator at /__sim/openapi.json). */
export function buildOpenApiDocument(): ReturnType<typeof generateOpenApi> {
  const document = generateOpenApi(
    contract,
    {
      info: {
        title: 'Taxcert API',
        version: '1.0.0',
        description:
          'The API the Taxcert web app calls (app-shell.md §7). Every error answers {code, message}. ' +
          'State-changing calls need the header X-Requested-With: XMLHttpRequest.',
      },
    },
    { setOperationId: 'concatenated-path', operationMapper: (op, route) => addBinaryShapes(op, route) as typeof op },
  );
  exclusiveBoundsAs30(document);
  return document;
}
