/**
 * The simulator's stand-in for the customer's e-mail and phone: every authentication link and PIN it
 * "sends" lands here, newest first, at most 1,000 entries. It is the one place full links and PINs are
 * shown, and each browser session sees only its own (listFor).
 */
export interface OutboxEntry {
  kind: 'authLink' | 'pin';
  recipient: string;
  link?: string;
  pin?: string;
  purpose?: 'esignature' | 'noEmailConfirmation';
  time: string;
  /** The browser session whose request made the send (null: the start-up banner, a client without cookies). */
  sessionId: string | null;
  /** The customer it was sent to. */
  customerId: number;
}

/** What a reader of the outbox sees of an entry (who triggered it stays inside). */
export type OutboxView = Omit<OutboxEntry, 'sessionId' | 'customerId'>;

export class Outbox {
  private readonly entries: OutboxEntry[] = [];

  constructor(
    /** The simulator's clock; tests set it. */
    private readonly clock: () => Date = () => new Date(),
    private readonly limit = 1000,
  ) {}

  add(entry: Omit<OutboxEntry, 'time'>, now = this.clock()): OutboxEntry {
    const full = { ...entry, time: now.toISOString() };
    this.entries.unshift(full);
    this.entries.length = Math.min(this.entries.length, this.limit);
    return full;
  }

  /** Every entry, newest first (in-process use: tests). */
  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  /**
   * What one browser session may read: only what its own requests sent — never what another
   * session of the same customer was sent. A reader without a session sees only the sign-in links sent by
   * requests without one (the start-up banner's link, a test runner's cookie-less GET /__sim/auth-link):
   * those belong to no session, and no PIN is ever sent without one.
   */
  listFor(sessionId: string | null): OutboxView[] {
    return this.entries
      .filter((entry) =>
        sessionId === null ? entry.sessionId === null && entry.kind === 'authLink' : entry.sessionId === sessionId,
      )
      .map(({ sessionId: _session, customerId: _customer, ...view }) => view);
  }

  /** A session's entries follow it to its new id (sign-in and logout rotate the id; same browser). */
  follow(oldId: string, newId: string): void {
    for (const entry of this.entries) if (entry.sessionId === oldId) entry.sessionId = newId;
  }
}
