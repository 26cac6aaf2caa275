/**
 * The simulator's stand-in for the customer's e-mail and phone: every authentication link and PIN it
 * "sends" lands here, newest first. It is the one place full links and PINs are shown (DEVELOPERS.md).
 */
export interface OutboxEntry {
  kind: 'authLink' | 'pin';
  recipient: string;
  link?: string;
  pin?: string;
  purpose?: 'esignature' | 'noEmailConfirmation';
  time: string;
}

export class Outbox {
  private readonly entries: OutboxEntry[] = [];

  constructor(
    /** The simulator's clock; tests set it. */
    private readonly clock: () => Date = () => new Date(),
    private readonly limit = 200,
  ) {}

  add(entry: Omit<OutboxEntry, 'time'>, now = this.clock()): OutboxEntry {
    const full = { ...entry, time: now.toISOString() };
    this.entries.unshift(full);
    this.entries.length = Math.min(this.entries.length, this.limit);
    return full;
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }
}
