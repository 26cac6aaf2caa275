import { listRoutes } from '@taxcert/contracts';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import type { Fault } from '../fixtures/scenario';
import type { Session } from '../store/sessions';
import { checkServerLimits } from './server-limits';

const nameOfRoute = new Map<AppRoute, string>(listRoutes().map((r) => [r.route, r.name]));
/** Longest a hung request is held before its connection is closed. */
const HANG_LIMIT_MS = 10 * 60_000;

/** The spec's default server text (app-shell.md §8), sent for a status the table below does not name. */
export const DEFAULT_FAULT_MESSAGE = 'Unfortunately the operation was not completed.';

/**
 * The message a status fault without `body` sends as `{code, message}`: the spec's page text for the
 * statuses it names (app-shell.md §8, §2), the simulator's own upload texts for 413 and 415 (the spec has
 * none), the spec's default server text for any other status.
 */
export const faultMessages: Readonly<Record<number, string>> = {
  401: 'For your security your access to this page has been denied.',
  403: 'You have not been permissioned to access this module.',
  404: 'The requested resource does not exist.',
  413: 'The file is larger than the size allowed.',
  415: 'The file is not an accepted file type, or its content does not match its name.',
  429: 'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
  500: DEFAULT_FAULT_MESSAGE,
  501: 'This feature is not currently supported.',
  502: 'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
  503: 'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
};

export const faultMessage = (status: number): string => faultMessages[status] ?? DEFAULT_FAULT_MESSAGE;

/** A small seeded generator (mulberry32), so random faults repeat from run to run. */
function seeded(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * Whether a fault applies to the n-th call (1-based) of its route in this session, `elapsedMs` after the
 * session's first call under the scenario.
 */
export function faultApplies(fault: Pick<Fault, 'when'>, n: number, elapsedMs = 0): boolean {
  const when = fault.when;
  if (when === 'always') return true;
  if ('first' in when) return n <= when.first;
  if ('every' in when) return n % when.every === 0;
  if ('after' in when) return n > when.after;
  if ('afterMs' in when) return elapsedMs >= when.afterMs;
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
  if (fault.reset) {
    // The status line and headers go out, then the connection is cut inside the body: a browser re-sends
    // a call silently only when no answer has begun, so the app itself sees the network error.
    reply.hijack();
    const socket = request.raw.socket;
    socket.write(
      'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 64\r\ncache-control: no-store\r\n\r\n{',
      () => socket.destroy(),
    );
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
    const body = fault.body ?? { code: fault.status, message: faultMessage(fault.status) };
    await reply.status(fault.status).send(body);
    return true;
  }
  return false;
}

/**
 * Counts every contract call per session (for QA: `/__sim/calls`), injects the faults of the session's
 * scenario by contract route name and enforces its `serverLimits` on uploads. Calls are counted per
 * session, scenario and fault, so parallel sessions on different scenarios do not affect each other.
 */
export function installFaults(app: FastifyInstance, ctx: SimContext): void {
  /**
   * Per session: when its first call under each scenario came (afterMs counts from it) and how often each
   * fault's call was made. Held by the session object, so it goes when the session is pruned (a map keyed
   * by session id grew by one entry per sign-in for ever: found by the 10-minute soak, issue 18).
   */
  const bySession = new WeakMap<Session, FaultState>();
  const anonymous: FaultState = { started: new Map(), counters: new Map() };
  app.addHook('onRequest', async (request, reply) => {
    const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
    const name = route ? nameOfRoute.get(route) : undefined;
    if (!name) return;
    ctx.calls.count(request.session?.id, name);
    const scenario = ctx.scenarioFor(request.session);
    const faults = scenario.faults ?? [];
    const state = request.session ? stateOf(bySession, request.session) : anonymous;
    const now = ctx.now().getTime();
    if (!state.started.has(scenario.name)) state.started.set(scenario.name, now);
    const elapsedMs = now - (state.started.get(scenario.name) ?? now);
    for (const [index, fault] of faults.entries()) {
      if (fault.call !== name) continue;
      const key = `${scenario.name}|${index}`;
      const n = (state.counters.get(key) ?? 0) + 1;
      state.counters.set(key, n);
      if (faultApplies(fault, n, elapsedMs) && (await inject(fault, request, reply))) return reply;
    }
    if (scenario.serverLimits && name === 'upload.supportingDoc')
      checkServerLimits(ctx, request, scenario.serverLimits);
  });
}

interface FaultState {
  /** Scenario name → when the session's first call under it came. */
  started: Map<string, number>;
  /** `scenario|fault index` → calls of that fault's route so far. */
  counters: Map<string, number>;
}

function stateOf(bySession: WeakMap<Session, FaultState>, session: Session): FaultState {
  let state = bySession.get(session);
  if (!state) {
    state = { started: new Map(), counters: new Map() };
    bySession.set(session, state);
  }
  return state;
}
