import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { contract } from './contract';

/**
 * What ts-rest's browser client reads of a route at run time (@ts-rest/core `fetchApi`, `getRouteQuery`,
 * `isResponse`; @ts-rest/react-query v5 `initHooksContainer`): the method, the full path, the request body's
 * content type, whether statuses are strict, and which statuses the route answers. Never a schema — those
 * are read only when a client sets `validateResponse`, which the web app does not (ADR 026).
 */
export interface ClientRoute {
  method: AppRoute['method'];
  path: string;
  contentType?: string;
  strictStatusCodes?: boolean;
  /** The statuses the route answers (the contract's own and its common ones); the schemas are left out. */
  responses: Record<string, null>;
}
export interface ClientRouteTable {
  [name: string]: ClientRoute | ClientRouteTable;
}

/** The contract without its schemas: the table contracts/src/client/routes.generated.ts holds. */
export function clientRouteTable(router: AppRouter = contract): ClientRouteTable {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]): [string, ClientRoute | ClientRouteTable] => {
      if (!isAppRoute(value)) return [key, clientRouteTable(value)];
      const route: ClientRoute = { method: value.method, path: value.path, responses: {} };
      if ('contentType' in value && value.contentType) route.contentType = value.contentType;
      if (value.strictStatusCodes !== undefined) route.strictStatusCodes = value.strictStatusCodes;
      for (const status of Object.keys(value.responses)) route.responses[status] = null;
      return [key, route];
    }),
  );
}

const isRoute = (value: ClientRoute | ClientRouteTable): value is ClientRoute => typeof value.method === 'string';

/** One route a line, routers indented: `{ method: 'GET', path: '/api/config', … }`. */
function renderTable(table: ClientRouteTable, indent: string): string {
  const lines = Object.entries(table).map(([key, value]) => {
    if (!isRoute(value)) return `${indent}  ${key}: ${renderTable(value, `${indent}  `)},`;
    const { responses, ...rest } = value;
    const fields = Object.entries(rest).map(([name, field]) => `${name}: ${JSON.stringify(field).replace(/"/g, "'")}`);
    const statuses = Object.keys(responses).map((status) => `${status}: null`);
    return `${indent}  ${key}: { ${fields.join(', ')}, responses: { ${statuses.join(', ')} } },`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The generated file, as committed (`npx tsx contracts/generate-client-routes.ts` writes it). */
export function renderClientRoutes(): string {
  return `// Generated from the contract by contracts/generate-client-routes.ts (npm run generate -w @taxcert/contracts):
// do not edit. test/client-routes.test.ts fails when it no longer matches src/contract.ts.
import type { Contract } from '../contract';

const table = ${renderTable(clientRouteTable(), '')} as const;

/**
 * The contract's routes without their zod schemas, for ts-rest's client in the browser (ADR 026): typed as the
 * contract, so every call keeps its request and response types, while the browser loads neither zod nor the
 * schemas. The client reads only method, path, content type, strict statuses and the statuses' names
 * (client-routes.ts); response validation on the client is therefore not available with this table.
 */
export const clientRoutes = table as unknown as Contract;
`;
}
