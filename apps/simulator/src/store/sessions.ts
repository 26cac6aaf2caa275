import type { AuthState } from '@taxcert/contracts';
import { newToken } from './ids';

export interface Session {
  id: string;
  customerId: number | null;
  authState: AuthState;
  lastSeen: number;
  /** AES-256-GCM key of this session's encrypted customer data. */
  secretKey: Buffer | null;
  /** The e-signature PIN was confirmed (for the next signature); the PINs themselves live in PinStore. */
  pinVerified: boolean;
  /** A no-email confirmation waiting for its PIN. */
  noEmail: { customerId: number; resendReference: string } | null;
  /** Scenario chosen for this browser session only (QA-scenarios issue). */
  scenario: string | null;
}

/** In-memory sessions keyed by their random id; no HTTP types here. */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly timeoutMs: (session: Session) => number,
    /** The simulator's clock (ms since the epoch); tests set it. */
    private readonly clock: () => number = Date.now,
  ) {}

  create(now = this.clock()): Session {
    const session: Session = {
      id: newToken(),
      customerId: null,
      authState: 'Unauthorised',
      lastSeen: now,
      secretKey: null,
      pinVerified: false,
      noEmail: null,
      scenario: null,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | undefined): Session | undefined {
    return id ? this.sessions.get(id) : undefined;
  }

  /** True when a signed-in session has been idle longer than the timeout. */
  isTimedOut(session: Session, now = this.clock()): boolean {
    return session.customerId !== null && now - session.lastSeen > this.timeoutMs(session);
  }

  touch(session: Session, now = this.clock()): void {
    session.lastSeen = now;
  }

  /** Replaces a session by a fresh one with a new id (at sign-in), keeping only the scenario choice. */
  rotate(old: Session | undefined, now = this.clock()): Session {
    if (old) this.sessions.delete(old.id);
    const fresh = this.create(now);
    fresh.scenario = old?.scenario ?? null;
    return fresh;
  }

  destroy(session: Session): void {
    this.sessions.delete(session.id);
  }

  /** How many sessions are kept. */
  get size(): number {
    return this.sessions.size;
  }

  /** Drops sessions idle for longer than `keepMs` (a timed-out session still answers 498 until then). */
  prune(keepMs: number, now = this.clock()): void {
    for (const [id, session] of this.sessions) if (now - session.lastSeen > keepMs) this.sessions.delete(id);
  }
}
