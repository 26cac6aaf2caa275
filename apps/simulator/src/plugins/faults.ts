import { listRoutes } from '@taxcert/contracts';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { windowBounds } from '../fixtures/fault';
import type { Fault, Scenario } from '../fixtures/scenario';
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
 * Whether a fault's `when` takes the n-th call (1-based) it matched in this session, `elapsedMs` after the
 * session's first call under the scenario.
 */
export function faultApplies(fault: Pick<Fault, 'when'>, n: number, elapsedMs = 0): boolean {
  const when = fault.when;
  if (when === 'always') return true;
  if ('first' in when) return n <= when.first;
  if ('calls' in when) return when.calls.includes(n);
  if ('every' in when) return n % when.every === 0;
  if ('after' in when) return n > when.after;
  if ('probability' in when) return seeded(when.seed * 1_000_003 + n) < when.probability;
  const [from, until] = windowBounds(when);
  return elapsedMs >= from && elapsedMs < until;
}

/** What a call is, for a fault's filters: its contract name, its path parameters and the form type it is about. */
export interface CallFacts {
  name: string;
  params: Readonly<Record<string, string>>;
  formType: () => string | undefined;
}

/** Whether a fault's call and filters match a call (its `when` is asked separately). */
export function faultMatches(fault: Fault, call: CallFacts): boolean {
  if (fault.networkDown) return true;
  if (fault.call !== call.name) return false;
  if (Object.entries(fault.params ?? {}).some(([name, value]) => call.params[name] !== value)) return false;
  return fault.formType === undefined || fault.formType === call.formType();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inject(fault: Fault, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    reply.hijack();
    request.raw.socket.destroy();
    return true;
  }
  if (fault.reset || fault.networkDown) {
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
 * scenario and enforces its `serverLimits` on uploads.
 *
 * The combination rule: the faults are tried in order and the **first** whose call, filters and `when` match
 * answers the call alone (a delay-only fault delays it and lets it through); no later fault applies to it.
 * Every fault counts the calls its call and filters match, whether or not it wins, so `{"calls": [3]}` is
 * the third such call of the session. The scenario schema refuses a fault an earlier one always beats.
 * Counts and the window's start are per session and per version of the scenario (an edited file starts
 * afresh), so parallel sessions on different scenarios do not affect each other.
 */
export function installFaults(app: FastifyInstance, ctx: SimContext): void {
  /**
   * Per session: its fault state under each scenario version. Held by the session object, so it goes when the
   * session is pruned (a map keyed by session id grew by one entry per sign-in for ever: found by the
   * 10-minute soak).
   */
  const bySession = new WeakMap<Session, WeakMap<Scenario, FaultState>>();
  const anonymous = new WeakMap<Scenario, FaultState>();
  // A callback hook, not an async one: a call of a scenario without faults (most calls) goes on at once, without a
  // promise and a microtask; one with faults goes through the async matching below. A sync throw (a server limit)
  // is caught by Fastify's hook runner and answered as an async hook's rejection is.
  app.addHook('onRequest', (request, reply, done) => {
    const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
    const name = route ? nameOfRoute.get(route) : undefined;
    if (!name) return done();
    ctx.calls.count(request.session?.id, name);
    const scenario = ctx.scenarioFor(request.session);
    const faults = scenario.faults ?? [];
    // A scenario without faults has nothing to count or match (its windows count from a first call that no fault reads).
    if (faults.length === 0) {
      if (scenario.serverLimits && name === 'upload.supportingDoc')
        checkServerLimits(ctx, request, scenario.serverLimits);
      return done();
    }
    // Answered by a fault (sent or hijacked): `done` is not called, as Fastify asks of a callback hook that answers.
    applyFaults(request, reply, name, scenario, faults).then((answered) => {
      if (!answered) done();
    }, done);
  });
  async function applyFaults(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    scenario: Scenario & { name: string },
    faults: readonly Fault[],
  ): Promise<boolean> {
    const state = stateOf(request.session ? byKey(bySession, request.session) : anonymous, scenario);
    const now = ctx.now().getTime();
    state.started ??= now;
    const elapsedMs = now - state.started;
    const params = (request.params ?? {}) as Record<string, string>;
    const call: CallFacts = { name, params, formType: () => formTypeOf(ctx, request.session, params) };
    let winner: Fault | undefined;
    for (const [index, fault] of faults.entries()) {
      if (!faultMatches(fault, call)) continue;
      const n = (state.counters[index] ?? 0) + 1;
      state.counters[index] = n;
      if (!winner && faultApplies(fault, n, elapsedMs)) winner = fault;
    }
    if (winner && (await inject(winner, request, reply))) return true;
    if (scenario.serverLimits && name === 'upload.supportingDoc')
      checkServerLimits(ctx, request, scenario.serverLimits);
    return false;
  }
}

/** The form type a call is about: its `:formType`, else the type of the customer's form its `:id` names. */
function formTypeOf(ctx: SimContext, session: Session | undefined, params: Record<string, string>): string | undefined {
  if (params.formType) return params.formType;
  const id = Number(params.id);
  if (!session?.customerId || !Number.isSafeInteger(id)) return undefined;
  return ctx.store.getForm(session.customerId, id)?.form.formType;
}

interface FaultState {
  /** When the session's first call under this scenario version came (windows count from it). */
  started?: number;
  /** Fault index → calls it matched so far. */
  counters: number[];
}

function byKey<K extends object, V extends object>(map: WeakMap<K, WeakMap<Scenario, V>>, key: K) {
  let inner = map.get(key);
  if (!inner) {
    inner = new WeakMap();
    map.set(key, inner);
  }
  return inner;
}

function stateOf(states: WeakMap<Scenario, FaultState>, scenario: Scenario): FaultState {
  let state = states.get(scenario);
  if (!state) {
    state = { counters: [] };
    states.set(scenario, state);
  }
  return state;
}
