/**
 * Bench: while the worst request bodies arrive — five in parallel, 1 MB with a 499,000-item
 * list and 5,000 nested lists — how long the simulator's event loop is blocked and how long a concurrent
 * `GET /api/auth/state` waits. Target: both under 50 ms. The client runs in a worker thread and talks
 * HTTP to 127.0.0.1, so its own work is not counted. `npm run bench -w @taxcert/simulator`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';

const ROUNDS = 10;

const client = `
const { parentPort, workerData } = require('node:worker_threads');
const huge = '{"b":{"q":[' + '0,'.repeat(498999) + '0]}}';
const deep = '{"b":{"q":' + '['.repeat(5000) + ']'.repeat(5000) + '}}';
const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
parentPort.on('message', async () => {
  const url = workerData.base + '/api/forms/w9_2024/1/validate';
  const worst = Array.from({ length: 5 }, (_, i) => fetch(url, { method: 'POST', headers, body: i % 2 ? deep : huge }).then((r) => r.status));
  const started = performance.now();
  const state = await fetch(workerData.base + '/api/auth/state');
  const stateMs = performance.now() - started;
  const statuses = await Promise.all(worst);
  parentPort.postMessage({ stateStatus: state.status, stateMs, statuses });
});
`;

interface Round {
  stateStatus: number;
  stateMs: number;
  statuses: number[];
}

const app = await buildApp({ webRoot: '/nonexistent', logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
const worker = new Worker(client, { eval: true, workerData: { base } });
const round = () =>
  new Promise<Round>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage('go');
  });

const blocked: number[] = [];
const waits: number[] = [];
for (let i = 0; i < ROUNDS + 2; i += 1) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const result = await round();
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  if (result.statuses.some((s) => s !== 400) || result.stateStatus !== 200)
    throw new Error(`unexpected answers ${JSON.stringify(result)}`);
  if (i >= 2) {
    blocked.push(histogram.max / 1e6);
    waits.push(result.stateMs);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const max = (xs: number[]) => Math.max(...xs);
const verdict = (ms: number) => (ms < 50 ? 'met' : 'MISSED');
process.stdout.write(
  `worst bodies (5 in parallel, ${ROUNDS} rounds): event loop blocked median ${median(blocked).toFixed(1)} ms, max ${max(blocked).toFixed(1)} ms (budget: max < 50 ms ${verdict(max(blocked))}); ` +
    `concurrent GET /api/auth/state median ${median(waits).toFixed(1)} ms, max ${max(waits).toFixed(1)} ms (budget: max < 50 ms ${verdict(max(waits))})\n`,
);
await worker.terminate();
await app.close();
