import { watch } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ScenarioLoad, SimContext } from '../context';

/** Changes to the folder within this many ms are one reload (an editor writes a file in several steps). */
const SETTLE_MS = 150;

/** One line a person reads: the reload, or why the edit was refused and what stays in force. */
export function describeReload(load: ScenarioLoad, count: number): string {
  return load.refused
    ? `Scenarios not reloaded: the last good versions (of ${load.loadedAt}) stay in force. ${load.refused.problems.join(' | ')}`
    : `Scenarios reloaded: ${count} scenarios in force.`;
}

/**
 * Watches `fixtures/scenarios/` and reloads the scenarios when a file there changes, without a restart
 * ({@link SimContext.reloadScenarios}: sessions keep their choice; a broken edit keeps the last good versions).
 * Each reload is reported as one line (`npm start` prints it; `/__sim` and `/__sim/scenarios` show a refusal).
 */
export function installScenarioWatch(app: FastifyInstance, ctx: SimContext, report: (line: string) => void): void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(join(ctx.fixtures.dir, 'scenarios'), () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const load = ctx.reloadScenarios();
      report(describeReload(load, ctx.fixtures.scenarios.size));
    }, SETTLE_MS);
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    watcher.close();
  });
}
