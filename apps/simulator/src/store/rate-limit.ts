/**
 * Counts events per key in fixed windows (e.g. at most 30 log reports a minute per browser session).
 * Reads the simulator's clock, so tests move time instead of waiting. Bounded: windows that ended are
 * dropped once the map holds `maxKeys` keys.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: () => number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one event for `key`; false when the key has used up its window. */
  take(key: string, now = this.clock()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  /** Milliseconds until `key` may act again (0 when it may now). */
  retryAfterMs(key: string, now = this.clock()): number {
    const window = this.windows.get(key);
    if (!window || window.count < this.limit) return 0;
    return Math.max(0, window.start + this.windowMs - now);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
    // Still full (a flood of fresh keys): forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
