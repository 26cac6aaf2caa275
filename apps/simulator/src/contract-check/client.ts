import { listRoutes } from '@taxcert/contracts';
import type { AppRoute } from '@ts-rest/core';
import { send, type Reply } from './http';
import { judge, type Verdict } from './verify';

const routes = new Map(listRoutes().map((r) => [r.name, r.route]));

/** Every operation of the contract, by route name (53 today). */
export const operationNames: readonly string[] = [...routes.keys()];

export interface CallOptions {
  /** Path and query, e.g. `/api/forms/12`. */
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body with one file in the field "file". */
  file?: { name: string; bytes: Uint8Array };
  /** The statuses this step of the journey must get (a declared status outside them fails the step). */
  expect: readonly number[];
  /** Another session's cookie (the no-email sign-in), instead of the checker's. */
  cookie?: string;
  /**
   * A 429 with Retry-After (at most two minutes) is waited out and the call made once more: a PIN resend
   * right after the PIN the sign-in sent is refused as too soon by a provider that throttles.
   */
  retryAfter429?: boolean;
  /** Sends no X-Requested-With (to check that the API refuses a state change without it). */
  omitRequestedWith?: boolean;
}

/** How the checker waits out a Retry-After: real time against an API, the simulator's clock in-process. */
export type Wait = (ms: number) => Promise<void>;
const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number | null;
  ok: boolean;
  json: unknown;
  /** Header names in lower case (`set-cookie` a list). */
  headers: Record<string, string | string[] | undefined>;
}

/** Thrown when a call answers 401/403 with the user's cookie: nothing after it can be checked. */
export class StaleCookieError extends Error {}

/**
 * Calls operations of the contract on one API and keeps a verdict per call: the answer's status must be
 * one the step expects and its body what the contract declares for that status.
 */
export class Checker {
  readonly verdicts: Verdict[] = [];
  readonly checked = new Set<string>();
  /** A session cookie (`name=value`) for calls that need one. */
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    options: { cookie?: string; cookieFromUser?: boolean; timeoutMs?: number; wait?: Wait } = {},
  ) {
    this.cookie = options.cookie;
    this.cookieFromUser = options.cookieFromUser ?? false;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.wait = options.wait ?? realWait;
  }

  private readonly cookieFromUser: boolean;
  private readonly timeoutMs: number;
  private readonly wait: Wait;

  /** Waits (real time against an API; the in-process simulator's clock moves instead). */
  pause(ms: number): Promise<void> {
    return this.wait(ms);
  }

  route(name: string): AppRoute {
    const route = routes.get(name);
    if (!route) throw new Error(`No operation ${name} in the contract`);
    return route;
  }

  /** Makes one call, judges it, and answers its status and parsed JSON (null for a binary or empty body). */
  async call(name: string, options: CallOptions): Promise<Answer> {
    const route = this.route(name);
    const call = `${route.method} ${options.path.split('?')[0] ?? ''}`;
    const cookie = options.cookie ?? this.cookie;
    let res: Reply;
    try {
      res = await send(
        this.baseUrl,
        route.method,
        options,
        {
          accept: 'application/json',
          'accept-language': 'en',
          ...(options.omitRequestedWith ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
          ...(cookie ? { cookie } : {}),
        },
        this.timeoutMs,
      );
    } catch (error) {
      const cause = (error as { code?: string }).code ?? (error as Error).message;
      this.record({ name, call, status: null, outcome: 'not reachable', detail: cause });
      return { status: null, ok: false, json: null, headers: {} };
    }
    const retryAfter = Number(res.headers['retry-after'] ?? NaN);
    if (res.status === 429 && options.retryAfter429 && retryAfter >= 0 && retryAfter <= 120) {
      await this.wait(retryAfter * 1000);
      return this.call(name, { ...options, retryAfter429: false });
    }
    const verdict = judge(route, res);
    let json: unknown = null;
    if (res.contentType.includes('application/json')) {
      try {
        json = JSON.parse(res.bytes.toString('utf8'));
      } catch {
        json = null;
      }
    }
    if (verdict.outcome === 'conforms' && !options.expect.includes(res.status)) {
      const stale = this.cookieFromUser && cookie === this.cookie && (res.status === 401 || res.status === 403);
      const message = (json as { message?: unknown } | null)?.message;
      this.record({
        name,
        call,
        status: res.status,
        outcome: 'does not conform',
        detail: stale
          ? `the cookie is stale (${res.status}): sign in again and copy a fresh API_COOKIE`
          : `expected ${options.expect.join(' or ')}, got ${res.status}${typeof message === 'string' ? `: ${message}` : ''}`,
      });
      if (stale) throw new StaleCookieError(`API_COOKIE is stale: ${name} answered ${res.status}`);
      return { status: res.status, ok: false, json, headers: res.headers };
    }
    this.record({ name, call, ...verdict });
    return { status: res.status, ok: verdict.outcome === 'conforms', json, headers: res.headers };
  }

  private record(verdict: Verdict): void {
    this.verdicts.push(verdict);
    if (verdict.outcome === 'conforms') this.checked.add(verdict.name);
  }
}
