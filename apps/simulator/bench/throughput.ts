/**
 * Bench (made honest): requests per second of the simulator's real calls, each against
 * a bare Fastify route that receives the same request (method, headers, body: a POST's JSON is parsed as Fastify
 * parses any) and sends a response of the same bytes — the config's, the validate answer's, the PDF's, with the
 * simulator's headers (its security headers among them; bench/bare-route.ts) — in the same run, so each ratio says
 * what the simulator's own work costs for that call, not what moving its bytes costs.
 * autocannon runs in a worker thread (the servers keep the main one). Budgets: `GET /api/config`
 * ≥ 0.6× and a W-9 `POST …/validate` ≥ 0.4× of their bare routes; the W-9's preview PDF and `GET /api/auth/state`
 * are printed without one. A missed budget is printed, not failed.
 * `npx tsx bench/throughput.ts` (BENCH_ROUNDS rounds, default 3, of BENCH_SECONDS per measurement, default 2; BENCH_RESPONSE_VALIDATION=0 without
 * the contract's check of the answers).
 */
import Fastify from 'fastify';
import { Worker } from 'node:worker_threads';
import { readBenchEnv } from '../src/env';
import { addBareRoute } from './bare-route';
import { mainThreadCpuMs } from './cpu';
import { signedInW9 } from './signed-in-w9';

const benchEnv = readBenchEnv();
const SECONDS = benchEnv.BENCH_SECONDS;
const ROUNDS = benchEnv.BENCH_ROUNDS;
// The simulator, with a signed-in customer and a W-9 holding valid answers; BENCH_RESPONSE_VALIDATION=0 measures
// it without checking its answers against the contract (see BuildOptions.responseValidation).
const responseValidation = benchEnv.BENCH_RESPONSE_VALIDATION === '1';
const { sim, auth, formId, answers } = await signedInW9({ responseValidation });
const check = await sim.inject({
  method: 'POST',
  url: `/api/forms/w9_2024/${formId}/validate`,
  headers: auth,
  payload: answers as object,
});
if (check.statusCode !== 200) throw new Error(`validate answered ${check.statusCode}: ${check.body.slice(0, 200)}`);
await sim.listen({ host: '127.0.0.1', port: 0 });

// Each call as the load generator makes it, and the answer the simulator gives it (its bytes, sent as they are by
// the bare route). The PDF's bytes are taken once: the bare route sends those, the simulator renders it every time.
const json = { ...auth, 'content-type': 'application/json' };
const calls = {
  config: { method: 'GET', path: '/api/config', headers: auth },
  validate: {
    method: 'POST',
    path: `/api/forms/w9_2024/${formId}/validate`,
    headers: json,
    body: JSON.stringify(answers),
  },
  pdf: { method: 'GET', path: `/api/forms/${formId}/pdf/preview`, headers: auth },
  state: { method: 'GET', path: '/api/auth/state', headers: auth },
} as const;
type CallName = keyof typeof calls;
const sizes: Partial<Record<CallName, number>> = {};
const bare = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
  const answer = await sim.inject({
    method: call.method,
    url: call.path,
    headers: call.headers,
    ...('body' in call ? { payload: call.body } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`${name} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
  addBareRoute(bare, call.method, call.path, answer);
  sizes[name] = answer.rawPayload.length;
}
await bare.listen({ host: '127.0.0.1', port: 0 });

const base = (server: { server: { address(): ReturnType<typeof bare.server.address> } }) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
};

const client = `
const { parentPort } = require('node:worker_threads');
const autocannon = require('autocannon');
parentPort.on('message', async (options) => {
  const result = await autocannon({ ...options, connections: 8, pipelining: 1 });
  // In a worker thread autocannon answers raw histograms: the rate is the 2xx count over the run's seconds.
  parentPort.postMessage({ rps: result['2xx'] / result.duration, non2xx: result.non2xx, errors: result.errors, duration: result.duration });
});
`;
const worker = new Worker(client, { eval: true });
/** One run: requests per second, and the servers' main-thread CPU per answered call (µs). */
const measure = async (options: Record<string, unknown>) => {
  const cpuBefore = mainThreadCpuMs();
  const run = await new Promise<{ rps: number; non2xx: number; errors: number; duration: number }>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage({ duration: SECONDS, ...options });
  });
  return { ...run, cpuUs: ((mainThreadCpuMs() - cpuBefore) * 1000) / (run.rps * run.duration) };
};

// Warm-up: each route of each server once, unrecorded (code compiled, connections made).
for (const call of Object.values(calls)) {
  const request = { method: call.method, headers: call.headers, ...('body' in call ? { body: call.body } : {}) };
  for (const server of [bare, sim]) await measure({ url: `${base(server)}${call.path}`, ...request, duration: 1 });
}
/**
 * BENCH_ROUNDS rounds of each call against its bare route and against the simulator, back to back, the order
 * swapped every round, so a change in the machine's load between the two moves the pair's ratio less.
 */
const runs = new Map<CallName, { bare: number; sim: number; bareCpu: number; simCpu: number }[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
    const request = { method: call.method, headers: call.headers, ...('body' in call ? { body: call.body } : {}) };
    const order = round % 2 === 0 ? (['bare', 'simulator'] as const) : (['simulator', 'bare'] as const);
    const pair = { bare: 0, sim: 0, bareCpu: 0, simCpu: 0 };
    for (const side of order) {
      const run = await measure({ url: `${base(side === 'bare' ? bare : sim)}${call.path}`, ...request });
      if (run.non2xx > 0 || run.errors > 0)
        throw new Error(`${name} (${side}): ${run.non2xx} non-2xx answers, ${run.errors} errors`);
      pair[side === 'bare' ? 'bare' : 'sim'] = run.rps;
      pair[side === 'bare' ? 'bareCpu' : 'simCpu'] = run.cpuUs;
    }
    runs.set(name, [...(runs.get(name) ?? []), pair]);
  }
}
await worker.terminate();
await sim.close();
await bare.close();

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
const rows: [CallName, string, number | null][] = [
  ['config', 'GET /api/config', 0.6],
  ['validate', 'POST …/validate (W-9)', 0.4],
  ['pdf', 'GET …/pdf/preview (W-9)', null],
  ['state', 'GET /api/auth/state', null],
];
console.log(
  `\nSimulator throughput against bare Fastify routes receiving the same requests and sending the same bytes, response validation ${responseValidation ? 'on' : 'off'} (${ROUNDS} rounds of ${SECONDS} s each side, 8 connections; median ratio of the rounds [range])`,
);
for (const [name, label, budget] of rows) {
  const pairs = runs.get(name) ?? [];
  const ratios = pairs.map((pair) => pair.sim / pair.bare);
  const ratio = median(ratios);
  const verdict = budget === null ? '' : `  budget ≥ ${budget}× ${ratio >= budget ? 'met' : 'MISSED'}`;
  const kb = `${((sizes[name] ?? 0) / 1000).toFixed(1)} KB`;
  console.log(
    `  ${label.padEnd(25)} ${median(pairs.map((p) => p.sim))
      .toFixed(0)
      .padStart(6)} req/s vs bare ${median(pairs.map((p) => p.bare))
      .toFixed(0)
      .padStart(6)} req/s (answer ${kb.padStart(8)})  ` +
      `${ratio.toFixed(2)}× [${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}]${verdict}`,
  );
  // The server thread's CPU a call on each side: steadier than requests per second on a loaded machine.
  const simCpu = median(pairs.map((p) => p.simCpu));
  const bareCpu = median(pairs.map((p) => p.bareCpu));
  console.log(
    `  ${''.padEnd(25)} server thread CPU a call ${simCpu.toFixed(0).padStart(6)} µs vs bare ${bareCpu.toFixed(0).padStart(6)} µs (bare/simulator ${(bareCpu / simCpu).toFixed(2)}×)`,
  );
}
