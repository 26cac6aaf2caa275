import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';

/** How long sessions, forms, groups and files are kept after they were last used, by default. */
export const DEFAULT_RETENTION_HOURS = 24;
/** Pruning runs at most this often (simulator clock), on the next request. */
export const PRUNE_EVERY_MS = 60_000;

/**
 * Memory does not only grow: sessions idle, and forms, groups and files unused, for longer
 * than the retention are dropped, and sign-in links a day past expiry (LinkStore). PINs are pruned as they
 * are sent and the outbox keeps its newest 1,000 entries. Runs on a request, by the simulator's clock, so
 * tests move time instead of waiting.
 */
export function installRetention(
  app: FastifyInstance,
  ctx: SimContext,
  retentionHours = DEFAULT_RETENTION_HOURS,
): void {
  const keepMs = retentionHours * 60 * 60_000;
  let lastRun = ctx.now().getTime();
  // A callback hook, not an async one: a promise and a microtask less on every request.
  app.addHook('onRequest', (_request, _reply, done) => {
    const now = ctx.now().getTime();
    if (now - lastRun >= PRUNE_EVERY_MS) {
      lastRun = now;
      ctx.sessions.prune(keepMs, now);
      ctx.calls.prune((id) => ctx.sessions.get(id) !== undefined);
      ctx.links.prune(now);
      ctx.store.prune(keepMs, now);
    }
    done();
  });
}
