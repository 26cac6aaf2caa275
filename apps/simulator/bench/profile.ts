/**
 * Profile of one simulator call: the call in a loop, for Node's CPU profiler.
 *
 *   node --import tsx --cpu-prof --cpu-prof-dir="$(mktemp -d)" bench/profile.ts config|state|validate|pdf [count] [http|bare]
 *
 * then open the .cpuprofile in Chrome DevTools (Performance > Load profile). A signed-in customer and a W-9
 * holding the definition's sample answers, as bench/throughput.ts measures them. Without `http` the calls go
 * through `inject` (light-my-request copies a large answer string -> Buffer -> string, which a socket does not);
 * with `http` they go over the loopback from autocannon in a worker thread, 8 connections, as the throughput
 * bench sends them, and `count` is then the number of seconds. `bare` does the same against the call's bare route of
 * bench/throughput.ts (a Fastify route on the same path receiving the same request and sending the simulator's
 * bytes), to tell what a call costs any Fastify server from what the simulator adds.
 */
import Fastify from 'fastify';
import { Worker } from 'node:worker_threads';
import { addBareRoute } from './bare-route';
import { mainThreadCpuMs } from './cpu';
import { signedInW9 } from './signed-in-w9';

const [call = 'config', countArg = '3000', over = 'inject'] = process.argv.slice(2);
const count = Number(countArg);
if (!['config', 'state', 'validate', 'pdf'].includes(call) || !Number.isInteger(count) || count <= 0) {
  throw new Error('Usage: bench/profile.ts config|state|validate|pdf [count] [http|bare]');
}

const { sim, auth, formId, answers } = await signedInW9();

const calls = {
  config: { method: 'GET', url: '/api/config', headers: auth },
  state: { method: 'GET', url: '/api/auth/state', headers: auth },
  validate: {
    method: 'POST',
    url: `/api/forms/w9_2024/${formId}/validate`,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(answers),
  },
  pdf: { method: 'GET', url: `/api/forms/${formId}/pdf/preview`, headers: auth },
} as const;
const request = calls[call as keyof typeof calls];

if (over === 'http' || over === 'bare') {
  const { url: path, ...sent } = request;
  const answer = await sim.inject({
    ...sent,
    url: path,
    ...('body' in sent ? { payload: sent.body } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`${call} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
  const bare = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  addBareRoute(bare, request.method, path, answer);
  const server = over === 'bare' ? bare : sim;
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const client = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require('autocannon');
autocannon({ ...workerData, connections: 8, pipelining: 1 }).then((result) =>
  parentPort.postMessage({ calls: result['2xx'], non2xx: result.non2xx, errors: result.errors }),
);
`;
  const { url, ...rest } = request;
  const worker = new Worker(client, { eval: true, workerData: { url: `${base}${url}`, ...rest, duration: count } });
  const cpuBefore = mainThreadCpuMs();
  const result = await new Promise<{ calls: number; non2xx: number; errors: number }>((resolve) =>
    worker.once('message', resolve),
  );
  await worker.terminate();
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${call}: ${JSON.stringify(result)}`);
  const cpuUs = ((mainThreadCpuMs() - cpuBefore) * 1000) / result.calls;
  console.log(
    `${call}${over === 'bare' ? ' (bare route)' : ''}: ${(result.calls / count).toFixed(0)} calls a second over HTTP (${count} s), ${cpuUs.toFixed(0)} µs of the server thread's CPU a call`,
  );
  await bare.close();
} else {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const { body, ...rest } = { body: undefined, ...request };
    const res = await sim.inject({ ...rest, ...(body === undefined ? {} : { payload: body }) });
    if (res.statusCode !== 200) throw new Error(`${call} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  console.log(
    `${call}: ${((performance.now() - started) / count).toFixed(3)} ms a call through inject (${count} calls)`,
  );
}
await sim.close();
