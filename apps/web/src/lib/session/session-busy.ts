/**
 * Work under way that keeps a signed-in session alive: while an upload runs the customer is waiting,
 * not away, so the session must not time out under it (SessionKeeper counts it as activity and loads the
 * keep-alive image, which the server counts as a signed-in call).
 */
let running = 0;

/** The number of such pieces of work under way now. */
export function busyCount(): number {
  return running;
}

/** Counts `work` as activity until it settles; resolves or rejects as it does. */
export function keepSessionAliveWhile<T>(work: Promise<T>): Promise<T> {
  running += 1;
  return work.finally(() => {
    running -= 1;
  });
}
