import { buildApp, type SimApp } from '@taxcert/simulator';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { testNow } from './clock';

/**
 * apps/web/dist: the e2e tests drive the production build (run `npm run build` first). TAXCERT_E2E_DIST
 * points them at another build (e.g. `vite build --outDir "$(mktemp -d)"`), so parallel work does not share one.
 */
export const webRoot = process.env.TAXCERT_E2E_DIST ?? resolve(import.meta.dirname, '..', '..', 'dist');

export interface RunningSimulator {
  app: SimApp;
  /** http://127.0.0.1:<port> */
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts the simulator in-process on a free port, serving the built web app, on the test time line
 * (support/clock.ts) unless `now` gives it a clock of its own.
 */
export async function startSimulator(scenario = 'default', now: () => Date = testNow): Promise<RunningSimulator> {
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error(`No web build at ${webRoot}: run "npx vite build" in apps/web first.`);
  }
  const app = await buildApp({ webRoot, scenario, logger: false, now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('The simulator has no address');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** A fresh sign-in link from the simulator (also put in its outbox), with the customer's identity. */
export async function requestAuthLink(
  sim: RunningSimulator,
  customer: string,
): Promise<{ link: string; email: string | null; uniqueRef: string; name: string }> {
  const response = await fetch(`${sim.url}/__sim/auth-link?customer=${encodeURIComponent(customer)}`);
  if (!response.ok) throw new Error(`/__sim/auth-link answered ${response.status}`);
  return (await response.json()) as { link: string; email: string | null; uniqueRef: string; name: string };
}
