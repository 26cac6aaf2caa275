/**
 * What one W-9 validate call costs the simulator, part by part, measured in one process by the main thread's CPU
 * (steadier than a rate on a loaded machine): the engine's one check of the answer set alone, the simulator's whole
 * validation of it (domain/validation.ts), the call through `inject` (routing, hooks, body checks, contract checks,
 * the answer) with the memory it allocates, and a bare Fastify route receiving the same body through `inject`, for
 * scale. Each CPU figure is the least µs a call of `BENCH_PART_ROUNDS` (5) rounds of `BENCH_PART_CALLS` (3,000) calls.
 *
 *   npx tsx bench/validate-parts.ts
 */
import { checkAnswerSet } from '@taxcert/engine';
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { referenceFor } from '../src/domain/reference';
import { validateAnswerSet } from '../src/domain/validation';
import { readBenchEnv } from '../src/env';
import { mainThreadCpuMs } from './cpu';
import { signedInW9 } from './signed-in-w9';

const { BENCH_PART_CALLS: CALLS, BENCH_PART_ROUNDS: ROUNDS, BENCH_PART_PROFILE: PROFILE } = readBenchEnv();
const { sim, customer, auth, formId, definition, answers } = await signedInW9();
const body = JSON.stringify(answers);
const url = `/api/forms/w9_2024/${formId}/validate`;
const headers = { ...auth, 'content-type': 'application/json' };
const first = await sim.inject({ method: 'POST', url, headers, payload: body });
if (first.statusCode !== 200) throw new Error(`validate answered ${first.statusCode}: ${first.body.slice(0, 200)}`);

const bare = Fastify({ logger: false });
bare.post(url, (_request, reply) => reply.type('application/json; charset=utf-8').send(first.rawPayload));

const ctx = sim.sim;
const fakeRequest = { headers: {}, session: undefined } as never;
const reference = await referenceFor(ctx, fakeRequest, definition, answers as never);
const today = ctx.now();
const messages = ctx.fixtures.catalogues.get('en') ?? {};

/** Least µs of the main thread's CPU a call over the rounds. */
async function least(name: string, call: () => unknown): Promise<number> {
  for (let i = 0; i < 200; i += 1) await call();
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = mainThreadCpuMs();
    for (let i = 0; i < CALLS; i += 1) await call();
    best = Math.min(best, ((mainThreadCpuMs() - before) * 1000) / CALLS);
  }
  console.log(`  ${name.padEnd(48)} ${best.toFixed(1).padStart(7)} µs a call`);
  return best;
}

console.log(
  `W-9 validate, part by part (${body.length} bytes of answers; least of ${ROUNDS} rounds of ${CALLS} calls)`,
);
await least('engine checkAnswerSet', () => checkAnswerSet(definition, answers, { today, reference }));
await least('domain validateAnswerSet', () =>
  validateAnswerSet({
    definition,
    data: answers as never,
    reference,
    customer: { customerId: customer.customerId, name: customer.name },
    messages,
    tinMatches: ctx.fixtures.tinMatches,
    ffiList: ctx.fixtures.ffiList,
    today,
    supportingDocs: [],
  }),
);
const simCall = await least('POST …/validate through inject', () =>
  sim.inject({ method: 'POST', url, headers, payload: body }),
);
if (PROFILE) {
  // A CPU profile of the calls through inject alone (no start-up), sampled every 100 µs.
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (let i = 0; i < CALLS; i += 1) await sim.inject({ method: 'POST', url, headers, payload: body });
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(PROFILE, JSON.stringify(profile));
  console.log(`  profile of ${CALLS} calls through inject: ${PROFILE}`);
  session.disconnect();
}
// Memory allocated a call, from V8's sampling heap profiler with the objects the collector freed counted too: unlike
// CPU time it does not move with the machine's load, so a cut of allocation shows even on a busy machine (ADR 110).
{
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 128,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < CALLS; i += 1) await sim.inject({ method: 'POST', url, headers, payload: body });
  const { profile } = await session.post('HeapProfiler.getSamplingProfile');
  await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  type Node = { selfSize: number; children: Node[] };
  const bytes = (node: Node): number => node.children.reduce((sum, child) => sum + bytes(child), node.selfSize);
  console.log(
    `  ${'POST …/validate through inject, allocated'.padEnd(48)} ${(bytes(profile.head) / CALLS / 1000).toFixed(1).padStart(7)} KB a call`,
  );
}
const bareCall = await least('bare route through inject', () =>
  bare.inject({ method: 'POST', url, headers, payload: body }),
);
console.log(`  bare/simulator through inject: ${(bareCall / simCall).toFixed(2)}×`);
await sim.close();
await bare.close();
