/**
 * `npm run bench` (web part): how long `npm start` takes on this machine from the command to the app being
 * served — the turbo build of the web app (from turbo's cache when nothing changed) and the simulator's
 * start — measured until `/` answers the app's page and `/api/config` answers 200 on a free port.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { childEnvironment } from './env';

const root = resolve(import.meta.dirname, '..', '..', '..');
const LIMIT_MS = 600_000;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

const answers = async (url: string, check: (text: string) => boolean) => {
  try {
    const response = await fetch(url, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
};

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started = performance.now();
// Its own process group, so that the build and the server it starts end with it.
const child = spawn('npm', ['start', '--silent'], {
  cwd: root,
  env: childEnvironment({ PORT: String(port) }),
  detached: true,
  stdio: 'ignore',
});
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode} before serving the app`);
    if (performance.now() - started > LIMIT_MS) throw new Error('npm start did not serve the app within 10 minutes');
    if (
      (await answers(`${base}/`, (html) => html.includes('id="root"'))) &&
      (await answers(`${base}/api/config`, () => true))
    )
      break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  console.log(
    `\nnpm start: the app served on ${base} after ${((performance.now() - started) / 1000).toFixed(1)} s (turbo build of the web app, then the simulator)`,
  );
} finally {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}
