import { newPin } from './ids';

export type PinPurpose = 'esignature' | 'noEmailConfirmation';

/**
 * The limits of PINs. A six-digit PIN has a million values; with at most 10 wrong tries per
 * customer and purpose before a 30-minute lock — counted across re-sends and sessions — a guesser's chance
 * per lock period is 1 in 100,000 (NIST SP 800-63B allows up to 100 failed attempts).
 *
 * The PIN itself belongs to the browser session that asked for it, so that parallel sessions of one
 * customer (QA, the browser tests) do not replace each other's PINs; re-sends are throttled per session
 * (a dialog may be reopened at once, a few times) and per customer (no flood of texts from many sessions).
 */
export const PIN_LIMITS: PinLimits = {
  /** A PIN is accepted for this long after it was sent. */
  validityMs: 10 * 60_000,
  /** Wrong tries, per customer and purpose, whatever the number of re-sends, before the lock. */
  maxFailures: 10,
  /** How long a lock lasts; the count starts again after it. */
  lockMs: 30 * 60_000,
  /** PINs one session may be sent for one purpose within `sessionWindowMs`. */
  maxSendsPerSession: 3,
  sessionWindowMs: 10 * 60_000,
  /** PINs one customer may be sent for one purpose within an hour, over all sessions. */
  maxSendsPerCustomerHour: 20,
};

/** PIN limits in milliseconds; a scenario may set each (auth.pinLimits, in minutes; see limitsFor). */
export interface PinLimits {
  validityMs: number;
  maxFailures: number;
  lockMs: number;
  maxSendsPerSession: number;
  sessionWindowMs: number;
  maxSendsPerCustomerHour: number;
}

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

/** A scenario's auth.pinLimits as written (minutes; each field optional). */
export interface PinLimitsSetting {
  validityMinutes?: number;
  maxFailures?: number;
  lockMinutes?: number;
  maxSendsPerSession?: number;
  resendWindowMinutes?: number;
  maxSendsPerCustomerHour?: number;
}

/** A scenario's setting over `base`: each field it sets replaces base's, in milliseconds. */
export function limitsFrom(setting: PinLimitsSetting | undefined, base: PinLimits = PIN_LIMITS): PinLimits {
  const set = setting ?? {};
  const ms = (minutes: number | undefined, fallback: number) =>
    minutes === undefined ? fallback : minutes * MINUTE_MS;
  return {
    validityMs: ms(set.validityMinutes, base.validityMs),
    maxFailures: set.maxFailures ?? base.maxFailures,
    lockMs: ms(set.lockMinutes, base.lockMs),
    maxSendsPerSession: set.maxSendsPerSession ?? base.maxSendsPerSession,
    sessionWindowMs: ms(set.resendWindowMinutes, base.sessionWindowMs),
    maxSendsPerCustomerHour: set.maxSendsPerCustomerHour ?? base.maxSendsPerCustomerHour,
  };
}

/**
 * The stricter of two sets of limits, limit by limit (ADR 038): a shorter PIN life, fewer tries, a longer lock,
 * fewer sends, a longer re-send window. What a session's scenario can do to a customer it does not own.
 */
export function strictest(a: PinLimits, b: PinLimits): PinLimits {
  return {
    validityMs: Math.min(a.validityMs, b.validityMs),
    maxFailures: Math.min(a.maxFailures, b.maxFailures),
    lockMs: Math.max(a.lockMs, b.lockMs),
    maxSendsPerSession: Math.min(a.maxSendsPerSession, b.maxSendsPerSession),
    sessionWindowMs: Math.max(a.sessionWindowMs, b.sessionWindowMs),
    maxSendsPerCustomerHour: Math.min(a.maxSendsPerCustomerHour, b.maxSendsPerCustomerHour),
  };
}

/**
 * The limits that hold for one customer in one session (ADR 038): the customer's own — its owning scenario's
 * (`ownCustomers`), else the defaults — tightened, never loosened, by the scenario the session chose. Switching
 * scenario therefore never gives a guesser more tries, a shorter lock or more PINs for a customer.
 */
export function limitsFor(
  customerSetting: PinLimitsSetting | undefined,
  sessionSetting: PinLimitsSetting | undefined,
): PinLimits {
  const own = limitsFrom(customerSetting);
  return strictest(own, limitsFrom(sessionSetting, own));
}

interface Challenge {
  /** The PIN waiting to be confirmed; null once verified (a PIN works once). */
  pin: string | null;
  sentAt: number;
  /** When this session was sent PINs within the window, oldest first. */
  sends: number[];
}

interface Counter {
  failures: number;
  lockedUntil: number;
  /** When the customer was sent PINs in the last hour, oldest first. */
  sends: number[];
}

export type SendOutcome =
  { sent: true; pin: string } | { sent: false; reason: 'locked' | 'tooSoon'; retryAfterMs: number };

export type CheckOutcome = 'verified' | 'wrong' | 'locked' | 'expired' | 'notRequested';

/** The time from which `max` sends within `windowMs` are exceeded, or null when one more is allowed. */
function throttled(sends: number[], max: number, windowMs: number, now: number): number | null {
  while (sends.length && now - (sends[0] ?? 0) >= windowMs) sends.shift();
  return sends.length >= max ? (sends[0] ?? now) + windowMs - now : null;
}

/**
 * PINs: challenges per session and purpose, failure counts and locks per customer and purpose (neither
 * a re-send nor a new session resets them). No HTTP types; reads the simulator's clock.
 */
export class PinStore {
  private readonly challenges = new Map<string, Challenge>();
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly clock: () => number) {}

  private counter(customerId: number, purpose: PinPurpose, now: number): Counter {
    const key = `${customerId}:${purpose}`;
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { failures: 0, lockedUntil: 0, sends: [] };
      this.counters.set(key, counter);
    }
    if (counter.lockedUntil !== 0 && now >= counter.lockedUntil) {
      counter.lockedUntil = 0;
      counter.failures = 0;
    }
    return counter;
  }

  /** Issues a new PIN for a session (replacing its earlier one) unless locked or asked for too often. */
  send(
    sessionId: string,
    customerId: number,
    purpose: PinPurpose,
    fixedPin?: string,
    limits = PIN_LIMITS,
    now = this.clock(),
  ): SendOutcome {
    const counter = this.counter(customerId, purpose, now);
    if (counter.lockedUntil > now) return { sent: false, reason: 'locked', retryAfterMs: counter.lockedUntil - now };
    const key = `${sessionId}:${purpose}`;
    const challenge = this.challenges.get(key) ?? { pin: null, sentAt: 0, sends: [] };
    const wait =
      throttled(challenge.sends, limits.maxSendsPerSession, limits.sessionWindowMs, now) ??
      throttled(counter.sends, limits.maxSendsPerCustomerHour, HOUR_MS, now);
    if (wait !== null) return { sent: false, reason: 'tooSoon', retryAfterMs: wait };
    challenge.sends.push(now);
    counter.sends.push(now);
    challenge.pin = fixedPin ?? newPin();
    challenge.sentAt = now;
    this.challenges.set(key, challenge);
    return { sent: true, pin: challenge.pin };
  }

  /** Checks a session's PIN; a verified PIN is spent, a wrong one counts towards the customer's lock. */
  check(
    sessionId: string,
    customerId: number,
    purpose: PinPurpose,
    pin: string,
    limits = PIN_LIMITS,
    now = this.clock(),
  ): CheckOutcome {
    const counter = this.counter(customerId, purpose, now);
    if (counter.lockedUntil > now) return 'locked';
    const challenge = this.challenges.get(`${sessionId}:${purpose}`);
    if (!challenge || challenge.pin === null) return 'notRequested';
    if (now - challenge.sentAt > limits.validityMs) return 'expired';
    if (challenge.pin === pin.trim()) {
      challenge.pin = null;
      counter.failures = 0;
      return 'verified';
    }
    counter.failures += 1;
    if (counter.failures >= limits.maxFailures) {
      counter.lockedUntil = now + limits.lockMs;
      return 'locked';
    }
    return 'wrong';
  }

  /** Milliseconds left of a customer's lock for a purpose (0 when not locked). */
  lockRemainingMs(customerId: number, purpose: PinPurpose, now = this.clock()): number {
    return Math.max(0, this.counter(customerId, purpose, now).lockedUntil - now);
  }

  /**
   * Drops what no longer matters: challenges sent over an hour ago (past the longest validity and re-send
   * window a scenario may set), counters with nothing counted or locked.
   */
  prune(now = this.clock()): void {
    for (const [key, challenge] of this.challenges) {
      if (now - challenge.sentAt > HOUR_MS) this.challenges.delete(key);
    }
    for (const [key, counter] of this.counters) {
      const lastSend = counter.sends.at(-1) ?? 0;
      if (counter.lockedUntil < now && now - lastSend > HOUR_MS) this.counters.delete(key);
    }
  }
}
