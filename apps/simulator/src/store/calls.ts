/** How many times each contract call was made, per browser session (QA counts retries with it). */
export class CallCounter {
  private readonly bySession = new Map<string, Map<string, number>>();

  count(sessionId: string | undefined, call: string): void {
    const key = sessionId ?? 'anonymous';
    const calls = this.bySession.get(key) ?? new Map<string, number>();
    calls.set(call, (calls.get(call) ?? 0) + 1);
    this.bySession.set(key, calls);
  }

  of(sessionId: string | undefined): Record<string, number> {
    return Object.fromEntries(this.bySession.get(sessionId ?? 'anonymous') ?? []);
  }

  reset(sessionId: string | undefined): void {
    this.bySession.delete(sessionId ?? 'anonymous');
  }

  /** Drops the counts of sessions that are gone (retention), keeping the anonymous count. */
  prune(isKept: (sessionId: string) => boolean): void {
    for (const key of this.bySession.keys()) if (key !== 'anonymous' && !isKept(key)) this.bySession.delete(key);
  }

  /** How many sessions have counts. */
  get size(): number {
    return this.bySession.size;
  }
}
