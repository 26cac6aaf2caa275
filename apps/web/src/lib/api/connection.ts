import type { ErrorCodes } from '@taxcert/contracts/client';

/**
 * Connection state and the retry schedule of app-shell.md §4 "Uploads and connection" and §7 "Retries",
 * in one small module: statuses 408, 429, 501, 502, 503 and network errors are retried once at once,
 * then once after 3 s; a network error flags the offline state; while the connection is down a failed
 * call waits (queued) and is replayed once when the connection returns; any success resets the retry counter
 * and the online state. The connection is down when the browser says it is offline, or — a network that fails
 * while the browser believes it is online (a router's uplink, the simulator's `networkDown`) — when a probe of
 * the API (`GET language`, every 5 s) gets no answer either; it is back at the browser's `online` event or the
 * first probe answered. A call that fails alone while the API answers the probe is handed back (a network error). Retries never apply a change twice: the API treats a repeated certify, sign or
 * submit at the same stage as the same operation (ADR 0001).
 */

export const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 429, 501, 502, 503]);
export const RETRY_DELAY_MS = 3000;
/** How often the API is probed while the connection is down and the browser believes it is online. */
export const PROBE_INTERVAL_MS = 5000;

export interface ConnectionState {
  /** false after a network error, true again after any success. */
  isOnline: boolean;
  /** Failed attempts of the calls under way (the full-screen overlay shows above 1). */
  retries: number;
  /** Calls waiting for the connection to come back. */
  queued: number;
  /** Set when the connection came back after being offline ('connection restored' banner). */
  restored: boolean;
}

type Listener = () => void;

export interface Environment {
  sleep: (ms: number) => Promise<void>;
  /** navigator.onLine: the browser's own idea of being connected. */
  browserOnline: () => boolean;
  /** Resolves when the browser says it is online again. */
  waitForOnline: () => Promise<void>;
  /** Whether a GET of `url` gets a whole answer, whatever its status (false on a network error). */
  probe: (url: string) => Promise<boolean>;
}

export const browserEnvironment: Environment = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  browserOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  waitForOnline: () =>
    new Promise((resolve) => {
      window.addEventListener('online', () => resolve(), { once: true });
    }),
  probe: async (url) => {
    try {
      const answer = await fetch(url, { credentials: 'include', cache: 'no-store' });
      await answer.arrayBuffer();
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * The contract's code of a PIN asked for too soon, by value: the compiler holds it to `ErrorCodes`, which stays out of
 * the start-up file (the whole table would come with one of its codes, ADR 093).
 */
const PIN_RESEND_THROTTLED: (typeof ErrorCodes)['PinResendThrottled'] = 4290;

/**
 * A 429 that is not an overload but a decision about this customer — too many PINs asked for (code 4290):
 * asking again at once or 3 s later cannot succeed, so it is not retried (and no overlay shows).
 */
export function isFinalRefusal(answer: { status: number; body?: unknown }): boolean {
  const body = answer.body;
  return (
    answer.status === 429 &&
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === PIN_RESEND_THROTTLED
  );
}

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** An observable store (for useSyncExternalStore) plus the retrying runner every API call goes through. */
export class Connection {
  private state: ConnectionState = { isOnline: true, retries: 0, queued: 0, restored: false };
  private readonly listeners = new Set<Listener>();
  /**
   * Failed attempts of each call under way: `retries` is the most of them, so one call's success does not hide
   * another call's retries (the start-up calls run side by side).
   */
  private readonly attempts = new Map<symbol, number>();

  /** The address probed while the connection is down (the API's language list); none: not probed. */
  private probeUrl: string | null = null;
  /** The one wait for the connection every queued call shares (one probe at a time, not one per call). */
  private reconnecting: Promise<void> | null = null;

  constructor(private readonly env: Environment = browserEnvironment) {}

  /** Sets the API address probed while the connection is down (set with the API host: lib/api/api.tsx). */
  probeAt(url: string): void {
    this.probeUrl = url;
  }

  /** Whether the connection is down: the browser says so, or the API does not answer a probe either. */
  private async isDown(): Promise<boolean> {
    if (!this.env.browserOnline()) return true;
    return this.probeUrl !== null && !(await this.env.probe(this.probeUrl));
  }

  /** Resolves when the connection is back: the browser's `online` event, or (browser online) a probe answered. */
  private waitForConnection(): Promise<void> {
    this.reconnecting ??= (async () => {
      let back = false;
      const online = this.env.waitForOnline().then(() => {
        back = true;
      });
      while (!back) {
        if (!this.env.browserOnline() || this.probeUrl === null) {
          // Nothing to probe while the browser itself is offline: its `online` event ends the wait.
          await online;
          break;
        }
        await Promise.race([this.env.sleep(PROBE_INTERVAL_MS), online]);
        if (!back && (await this.env.probe(this.probeUrl))) break;
      }
    })().finally(() => {
      this.reconnecting = null;
    });
    return this.reconnecting;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ConnectionState => this.state;

  private set(patch: Partial<ConnectionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  dismissRestored(): void {
    if (this.state.restored) this.set({ restored: false });
  }

  private retriesUnderWay(): number {
    return Math.max(0, ...this.attempts.values());
  }

  private succeeded(call: symbol): void {
    this.attempts.delete(call);
    const wasOffline = !this.state.isOnline;
    const retries = this.retriesUnderWay();
    if (wasOffline || this.state.retries !== retries) {
      this.set({ isOnline: true, retries, restored: wasOffline || this.state.restored });
    }
  }

  private failed(call: symbol, attempts: number, network: boolean): void {
    this.attempts.set(call, attempts);
    this.set({ retries: this.retriesUnderWay(), ...(network ? { isOnline: false } : {}) });
  }

  /**
   * Runs a call with the retry schedule. `call` either answers `{status}` or throws (a network failure
   * throws a TypeError). After the last retry the final answer (or error) is handed back, except that a
   * network failure while the browser is offline waits for the connection and is then replayed.
   */
  async run<T extends { status: number }>(call: () => Promise<T>): Promise<T> {
    const id = Symbol('call');
    let attempt = 0;
    for (;;) {
      let outcome: { ok: true; value: T } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, value: await call() };
      } catch (error) {
        outcome = { ok: false, error };
      }
      const network = !outcome.ok && isNetworkFailure(outcome.error);
      const retryable =
        network || (outcome.ok && RETRIED_STATUSES.has(outcome.value.status) && !isFinalRefusal(outcome.value));
      if (!retryable) {
        if (outcome.ok) {
          this.succeeded(id);
          return outcome.value;
        }
        this.attempts.delete(id);
        throw outcome.error;
      }
      attempt += 1;
      this.failed(id, attempt, network);
      if (attempt === 1) continue;
      if (attempt === 2) {
        await this.env.sleep(RETRY_DELAY_MS);
        continue;
      }
      if (network && (await this.isDown())) {
        // Queued: replayed once the connection is back.
        this.set({ queued: this.state.queued + 1 });
        await this.waitForConnection();
        this.set({ queued: this.state.queued - 1 });
        attempt = 0;
        this.attempts.delete(id);
        continue;
      }
      this.attempts.delete(id);
      this.set({ retries: this.retriesUnderWay(), ...(network ? {} : { isOnline: true }) });
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
  }
}
