import { isAppRoute, validateResponse, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';

/**
 * The simulator checks its own answers against the contract (conventions §3): every body a route returns
 * goes through the status's schema and the schema's output is what is sent, as ts-rest's own
 * `responseValidation` does. Unlike ts-rest's, the check here remembers a frozen body (domain/frozen.ts):
 * a body the simulator answers again and again — the online config of a scenario, a session's signed-in
 * config, a catalogue — is checked and turned into JSON once, and later requests send the same string
 * (ADR 025). Every other body is checked on every request, as before.
 */

type Result = { status: number; body: unknown };
type Handler = (args: never) => Promise<Result>;
type Implementation = Handler | { handler: Handler };

/** JSON of the outputs that are sent again and again. */
const json = new WeakMap<object, string>();

/**
 * Wraps each route implementation of a router so that its answer is checked (when `check` is on) and a
 * frozen answer's output and JSON are kept. Register the result with ts-rest's `responseValidation` off.
 */
export function checkedRouter<T extends object>(contract: AppRouter, router: T, check: boolean): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, implementation] of Object.entries(router) as [string, Implementation | object][]) {
    const route = contract[key];
    if (route && isAppRoute(route)) {
      const impl = implementation as Implementation;
      wrapped[key] = typeof impl === 'function' ? checkedHandler(route, impl, check) : { ...impl, handler: checkedHandler(route, impl.handler, check) };
    } else if (route) {
      wrapped[key] = checkedRouter(route, implementation, check);
    }
  }
  return wrapped as T;
}

function checkedHandler(route: AppRoute, handler: Handler, check: boolean): Handler {
  /** A frozen body of this route -> the status it was checked with and what the status's schema made of it. */
  const outputs = new WeakMap<object, { status: number; output: unknown }>();
  return async (args) => {
    const result = await handler(args);
    const body: unknown = result.body;
    const remembered = typeof body === 'object' && body !== null && Object.isFrozen(body);
    const kept = remembered ? outputs.get(body) : undefined;
    if (kept?.status === result.status) return { status: result.status, body: kept.output };
    const output = check ? validateResponse({ appRoute: route, response: result }).body : body;
    if (remembered) {
      outputs.set(body, { status: result.status, output });
      if (typeof output === 'object' && output !== null) json.set(output, JSON.stringify(output));
    }
    return { status: result.status, body: output };
  };
}

/** Sends the kept JSON of a remembered answer; every other answer is serialized as Fastify would. */
export function installKeptJson(api: FastifyInstance): void {
  api.setReplySerializer((payload) => (typeof payload === 'object' && payload !== null ? json.get(payload) : undefined) ?? JSON.stringify(payload));
}
