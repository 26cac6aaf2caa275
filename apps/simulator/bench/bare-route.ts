import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Headers Node writes for each response itself: the bare route leaves them to Node, as the simulator's answers do. */
const PER_RESPONSE = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** What the simulator answered a call, as `inject` gives it. */
export interface Answer {
  rawPayload: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * A call's bare route (ADR 086, 122): a Fastify route on the same method and path that sends the simulator's answer
 * as it is, head and body — its headers (security headers, content type, cache rule…) but those Node writes for each
 * response — so that a ratio against it leaves out what sending those bytes costs any server.
 */
export function addBareRoute(bare: FastifyInstance, method: HTTPMethods, path: string, answer: Answer): void {
  const headers = Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name, value]) => !PER_RESPONSE.has(name) && value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
  bare.route({ method, url: path, handler: (_request, reply) => reply.headers(headers).send(answer.rawPayload) });
}
