/**
 * Bench (issue 22): requests per second of the simulator's real calls against a bare Fastify server that
 * answers the same bodies, in the same run, so the ratio says what the simulator's own work costs on this
 * machine whatever else it is doing. autocannon runs in a worker thread (the servers keep the main one).
 * Budgets: `GET /api/config` ≥ 0.6× and a W-9 `POST …/validate` ≥ 0.4× the bare config route;
 * `GET /api/auth/state` is compared with a bare route answering the same small body. A missed budget is
 * printed, not failed. `npx tsx bench/throughput.ts` (BENCH_SECONDS per measurement, default 5).
 */
import { loadDefinition } from '@taxcert/forms';
import Fastify from 'fastify';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { readBenchEnv } from '../src/env';

const benchEnv = readBenchEnv();
const SECONDS = benchEnv.BENCH_SECONDS;
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

const cookieOf = (header: string | string[] | number | undefined, name: string): string => {
  const list = Array.isArray(header) ? header : [String(header ?? '')];
  return list.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`)) ?? '';
};

// The simulator, with a signed-in customer and a W-9 holding valid answers; BENCH_RESPONSE_VALIDATION=0 measures
// it without checking its answers against the contract (see BuildOptions.responseValidation).
const responseValidation = benchEnv.BENCH_RESPONSE_VALIDATION === '1';
const sim = await buildApp({ webRoot: '/nonexistent', logger: false, responseValidation });
const customer = sim.sim.fixtures.customers.find((c) => c.email !== null);
if (!customer) throw new Error('No customer with an e-mail address in the fixtures');
const link = new URL(sim.sim.sendAuthLink(customer));
const opened = await sim.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
const signedIn = await sim.inject({
  method: 'POST',
  url: '/api/authentaLink',
  headers: { ...XRW, cookie: cookieOf(opened.headers['set-cookie'], 'taxcert_link') },
  payload: { email: customer.email ?? '', uniqueRef: customer.uniqueRef, name: customer.name },
});
const auth = { ...XRW, cookie: cookieOf(signedIn.headers['set-cookie'], 'taxcert_session') };
const added = await sim.inject({
  method: 'PUT',
  url: '/api/forms',
  headers: auth,
  payload: { isOnline: true, accountId: customer.accounts[0]?.id ?? 0, formType: 'w9_2024' },
});
const formId = added.json<{ formId: number }>().formId;
const definition = await loadDefinition('w9_2024');
const current = (await sim.inject({ method: 'GET', url: `/api/forms/${formId}`, headers: auth })).json<{
  data: Record<string, Record<string, unknown>>;
}>().data;
const answers = definition?.sampleAnswers?.(current as never, customer.name) ?? current;
const check = await sim.inject({
  method: 'POST',
  url: `/api/forms/w9_2024/${formId}/validate`,
  headers: auth,
  payload: answers as object,
});
if (check.statusCode !== 200) throw new Error(`validate answered ${check.statusCode}: ${check.body.slice(0, 200)}`);
await sim.listen({ host: '127.0.0.1', port: 0 });

// The bare server: the same bodies, no work.
const configBody = (await sim.inject({ method: 'GET', url: '/api/config', headers: auth })).body;
const stateBody = (await sim.inject({ method: 'GET', url: '/api/auth/state', headers: auth })).body;
const bare = Fastify({ logger: false });
bare.get('/config', (_request, reply) => reply.type('application/json').send(configBody));
bare.get('/state', (_request, reply) => reply.type('application/json').send(stateBody));
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
  parentPort.postMessage({ rps: result['2xx'] / result.duration, non2xx: result.non2xx, errors: result.errors });
});
`;
const worker = new Worker(client, { eval: true });
const measure = (options: Record<string, unknown>) =>
  new Promise<{ rps: number; non2xx: number; errors: number }>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage({ duration: SECONDS, ...options });
  });

const runs = {
  bareConfig: await measure({ url: `${base(bare)}/config` }),
  config: await measure({ url: `${base(sim)}/api/config`, headers: auth }),
  validate: await measure({
    url: `${base(sim)}/api/forms/w9_2024/${formId}/validate`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(answers),
  }),
  bareState: await measure({ url: `${base(bare)}/state` }),
  state: await measure({ url: `${base(sim)}/api/auth/state`, headers: auth }),
};
await worker.terminate();
await sim.close();
await bare.close();

const failed = Object.entries(runs).filter(([, run]) => run.non2xx > 0 || run.errors > 0);
if (failed.length > 0)
  throw new Error(
    `Failed requests: ${failed.map(([name, run]) => `${name} ${run.non2xx} non-2xx, ${run.errors} errors`).join('; ')}`,
  );

const ratio = (a: number, b: number) => a / b;
const rows: [string, number, number, number | null][] = [
  ['GET /api/config', runs.config.rps, ratio(runs.config.rps, runs.bareConfig.rps), 0.6],
  ['POST …/validate (W-9)', runs.validate.rps, ratio(runs.validate.rps, runs.bareConfig.rps), 0.4],
  ['GET /api/auth/state', runs.state.rps, ratio(runs.state.rps, runs.bareState.rps), null],
];
console.log(
  `\nSimulator throughput, response validation ${responseValidation ? 'on' : 'off'} (${SECONDS} s each, 8 connections; bare Fastify: config body ${runs.bareConfig.rps.toFixed(0)} req/s, auth-state body ${runs.bareState.rps.toFixed(0)} req/s)`,
);
for (const [name, rps, r, budget] of rows) {
  const verdict =
    budget === null ? '' : r >= budget ? `  ok (budget ≥ ${budget}×)` : `  MISSES the budget ≥ ${budget}×`;
  console.log(`  ${name.padEnd(24)} ${rps.toFixed(0).padStart(7)} req/s  ${r.toFixed(2)}× bare${verdict}`);
}
