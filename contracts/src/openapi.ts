import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './contract';

type Operation = Record<string, unknown> & { responses?: Record<string, Record<string, unknown>> };

const binary = { type: 'string', format: 'binary' } as const;

/**
 * Adds what @ts-rest/open-api leaves out: the schema of binary responses (PDF, files, the keep-alive image)
 * and of the multipart upload body.
 */
function addBinaryShapes(operation: Operation, route: AppRoute): Operation {
  const responses = { ...(operation.responses ?? {}) };
  for (const [status, response] of Object.entries(route.responses)) {
    if (response && typeof response === 'object' && 'contentType' in response && typeof response.contentType === 'string') {
      responses[status] = {
        description: `${status}: ${response.contentType}`,
        content: { [response.contentType]: { schema: binary } },
        ...(response.contentType === 'application/pdf'
          ? { headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename=… (default form.pdf)' } } }
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
  return { ...operation, ...withBody, responses };
}

/** The OpenAPI 3 document of the whole contract (served by the simulator at /__sim/openapi.json). */
export function buildOpenApiDocument(): ReturnType<typeof generateOpenApi> {
  return generateOpenApi(
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
}
