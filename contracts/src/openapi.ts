import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './contract';
import { listRoutes } from './routes';

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

/** The login-session cookie (app-shell.md §7 "Cookies: … login session"); the simulator names it `taxcert_session`. */
export const SESSION_SCHEME = 'session';
/** The cookie the e-mailed sign-in link leaves (GET auth/token), which POST authentaLink reads. */
export const SIGN_IN_LINK_SCHEME = 'signInLink';

const securitySchemes = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: 'taxcert_session',
    description:
      'The login session, an HttpOnly SameSite=Lax cookie set when the customer signs in (POST authentaLink, or ' +
      'POST validatepin for a customer without an e-mail address). The simulator names it taxcert_session; an ' +
      "institution's API may name it otherwise.",
  },
  [SIGN_IN_LINK_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: 'taxcert_link',
    description: 'The sign-in link the browser opened (GET auth/token sets it; POST authentaLink reads and clears it).',
  },
} as const;

/**
 * Who may make each call: the calls of a signed-in customer need the session (the root default); these
 * are answered without one (the session is read when there is one: `{}` makes it optional), and sign-in
 * needs the link's cookie. Session-only calls answer 401 without a session (test/openapi.test.ts checks both).
 */
export const OPEN_CALLS: readonly string[] = [
  'auth.state',
  'auth.login',
  'auth.logout',
  'auth.token',
  'language.list',
  'language.get',
  'config.preload',
  'config.get',
  'config.specialRateProvisions',
  'config.otherArticles',
  'config.jurisdictions',
  'config.paymentTypes',
  'config.igaSubclassifications',
  'config.stockMarkets',
  'config.lobs',
  'system.consoleLog',
  'system.keepAlive',
];
const securityOf = (name: string | undefined) =>
  name === 'auth.authenticationLink'
    ? [{ [SIGN_IN_LINK_SCHEME]: [] }]
    : name !== undefined && OPEN_CALLS.includes(name)
      ? [{}, { [SESSION_SCHEME]: [] }]
      : [{ [SESSION_SCHEME]: [] }];

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type` (3.0.3 says so; strict linters refuse it elsewhere).
 * The generator writes zod's nullable unions as `{nullable: true, anyOf: [typed…]}`: the null goes into each
 * branch instead (anyOf, so a null matching several branches is still one value). Any other untyped
 * nullable schema stops the build, naming where, rather than being published as something 3.0 ignores.
 */
function nullableBesideType(node: unknown, at = '#'): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => nullableBesideType(item, `${at}/${index}`));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined) {
    const branches = schema.anyOf;
    if (!Array.isArray(branches) || !branches.every((b) => typeof b === 'object' && b !== null && 'type' in b)) {
      throw new Error(`OpenAPI: a nullable schema without a type at ${at} that is not an anyOf of typed schemas`);
    }
    for (const branch of branches as Record<string, unknown>[]) branch.nullable = true;
    delete schema.nullable;
  }
  for (const [key, child] of Object.entries(schema)) nullableBesideType(child, `${at}/${key}`);
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
  const names = new Map<AppRoute, string>(listRoutes().map(({ name, route }) => [route, name]));
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
      // Relative: the API is where this document is served from (the simulator, or an institution's host).
      servers: [{ url: '/', description: 'The host that serves this document; every path starts with /api.' }],
      components: { securitySchemes },
      security: [{ [SESSION_SCHEME]: [] }],
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (op, route) =>
        ({ ...addBinaryShapes(op, route), security: securityOf(names.get(route)) }) as typeof op,
    },
  );
  exclusiveBoundsAs30(document);
  nullableBesideType(document);
  return document;
}
