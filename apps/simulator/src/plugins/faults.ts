import { listRoutes } from '@taxcert/contracts';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import type { Fault } from '../fixtures/scenario';

const nameOfRoute = new Map<AppRoute, string>(listRoutes().map((r) => [r.route, r.name]));
/** Longest a hung request is held before its connection is closed. */
const HANG_LIMIT_MS = 10 * 60_000;

/** The spec's texts (app-shell.md §8) for the statuses QA most often injects. */
const defaultMessages: Record<number, string> = {
  401: 'For your security your access to this page has been denied.',
  403: 'You have not been permissioned to access this module.',
  404: 'The requested resource does not exist.',
  429: 'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
  500: 'Unfortunately the operation was not completed.',
  503: 'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
};

/** A small seeded generator (mulberry32), so random faults repeat from run to run. */
function seeded(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Whether a fault applies to the n-th call (1-based) of its route in this session. */
export function faultApplies(fault: Fault, n: number): boolean {
  const when = fault.when;
  if (when === 'always') return true;
  if ('first' in when) return n <= when.first;
  if ('every' in when) return n % when.every === 0;
  return seeded(when.seed * 1_000_003 + n) < when.probability;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inject(fault: Fault, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    reply.hijack();
    request.raw.socket.destroy();
    return true;
  }
  if (fault.hang) {
    reply.hijack();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        request.raw.socket.destroy();
        resolve();
      }, HANG_LIMIT_MS);
      request.raw.socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return true;
  }
  if (fault.status !== undefined) {
    if (fault.body === null) {
      await reply.status(fault.status).send();
      return true;
    }
    const body = fault.body ?? { code: fault.status, message: defaultMessages[fault.status] ?? `Simulated failure ${fault.status}.` };
    await reply.status(fault.status).send(body);
    return true;
  }
  return false;
}

/**
 * Counts every contract call per session (for QA: `/__sim/calls`) and injects the faults of the session's
 * scenario by contract route name. Calls are counted per session,
 * scenario and fault, so parallel sessions on different scenarios do not affect each other.
 */
export function installFaults(app: FastifyInstance, ctx: SimContext): void {
  const counters = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
    const name = route ? nameOfRoute.get(route) : undefined;
    if (!name) return;
    ctx.calls.count(request.session?.id, name);
    const scenario = ctx.scenarioFor(request.session);
    const faults = scenario.faults ?? [];
    for (const [index, fault] of faults.entries()) {
      if (fault.call !== name) continue;
      const key = `${request.session?.id ?? 'anonymous'}|${scenario.name}|${index}`;
      const n = (counters.get(key) ?? 0) + 1;
      counters.set(key, n);
      if (faultApplies(fault, n) && (await inject(fault, request, reply))) return reply;
    }
  });
}
