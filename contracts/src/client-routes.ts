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

/** Every distinct list of statuses in the table, in the order first met: the generated file names each once. */
function statusLists(table: ClientRouteTable, lists: string[] = []): string[] {
  for (const value of Object.values(table)) {
    if (!isRoute(value)) statusLists(value, lists);
    else if (!lists.includes(Object.keys(value.responses).join(' ')))
      lists.push(Object.keys(value.responses).join(' '));
  }
  return lists;
}

/**
 * One route a line, routers indented: `name: route('GET', '/api/config', S0)`, with a fourth argument for what
 * differs from the common case (a content type; statuses that are not strict).
 */
function renderTable(table: ClientRouteTable, indent: string, lists: string[]): string {
  const lines = Object.entries(table).map(([key, value]) => {
    if (!isRoute(value)) return `${indent}  ${key}: ${renderTable(value, `${indent}  `, lists)},`;
    const { method, path, responses, contentType, strictStatusCodes } = value;
    const extra: string[] = [];
    if (contentType !== undefined) extra.push(`contentType: '${contentType}'`);
    if (strictStatusCodes !== true) extra.push(`strictStatusCodes: ${String(strictStatusCodes)}`);
    const args = [`'${method}'`, `'${path}'`, `S${lists.indexOf(Object.keys(responses).join(' '))}`];
    if (extra.length > 0) args.push(`{ ${extra.join(', ')} }`);
    return `${indent}  ${key}: route(${args.join(', ')}),`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The generated file, as committed (`npx tsx contracts/generate-client-routes.ts` writes it). */
export function renderClientRoutes(): string {
  const table = clientRouteTable();
  const lists = statusLists(table);
  return `// Generated from the contract by contracts/generate-client-routes.ts (npm run generate -w @taxcert/contracts):
// do not edit. test/client-routes.test.ts fails when it no longer matches src/contract.ts.
import type { Contract } from '../contract';

// The statuses routes answer, each distinct list once (a start-up file carries this table, ADR 075).
${lists.map((list, index) => `const S${index} = '${list}';`).join('\n')}

/** A route as ts-rest's client reads it: strict statuses unless \`extra\` says otherwise, each status named. */
const route = (
  method: string,
  path: string,
  statuses: string,
  extra?: { contentType?: string; strictStatusCodes?: boolean },
) => ({
  method,
  path,
  strictStatusCodes: true,
  ...extra,
  responses: Object.fromEntries(statuses.split(' ').map((status) => [status, null])),
});

const table = ${renderTable(table, '', lists)};

/**
 * The contract's routes without their zod schemas, for ts-rest's client in the browser (ADR 026): typed as the
 * contract, so every call keeps its request and response types, while the browser loads neither zod nor the
 * schemas. The client reads only method, path, content type, strict statuses and the statuses' names
 * (client-routes.ts); response validation on the client is therefore not available with this table.
 */
export const clientRoutes = table as unknown as Contract;
`;
}
