/**
 * Memory soak: sign-ins, configurations, validates and uploads against an in-process simulator for
 * SOAK_SECONDS of real time (default 600), on a test clock that moves 20 s per round with a one-hour
 * retention, so sessions, forms, files, links and PINs are pruned many times over. Before that, the
 * 100-customer load: 100 customers at once each add W-9s until their cap (CUSTOMER_CAPS) refuses
 * one, with heap and RSS at its peak and again once the retention has passed. Prints heap and RSS at the start
 * (after a warm-up and a full GC) and at the end (after the clock passes the retention, one request prunes, and
 * a full GC), and fails when the end's heap and buffers, or its RSS (the process's resident memory: what the
 * machine gives it, which a heap kept small can still outgrow), are more than 20 % above the start's, or when the
 * load's aftermath is.
 * `SOAK_SECONDS=90 npm run soak -w @taxcert/simulator`; the 10-minute default is for a quiet machine.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../src/app';
import { readSoakEnv } from '../src/env';
import { loadFixtures } from '../src/fixtures/load';
import type { CustomerFixture } from '../src/fixtures/schemas';
import { PRUNE_EVERY_MS } from '../src/plugins/retention';
import { CUSTOMER_CAPS } from '../src/store/forms';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const soakEnv = readSoakEnv();
const seconds = soakEnv.SOAK_SECONDS;
const RETENTION_HOURS = 1;
const STEP_MS = 20_000;
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const boundary = '----taxcert-soak';
const upload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(200 * 1024),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

/** The load's customers: copies of the first fixture customer with their own ids, references and e-mails. */
const LOAD_CUSTOMERS = 100;
const fixtures = loadFixtures();
const model = fixtures.customers[0]!;
const loadCustomers: CustomerFixture[] = Array.from({ length: LOAD_CUSTOMERS }, (_, i) => ({
  ...model,
  customerId: 90_000 + i,
  uniqueRef: `SOAK-${i}`,
  email: `soak${i}@example.com`,
}));
fixtures.customers.push(...loadCustomers);

let now = Date.parse('2026-11-24T10:00:00Z');
const app = await buildApp({
  fixtures,
  webRoot: '/nonexistent',
  logger: false,
  retentionHours: RETENTION_HOURS,
  now: () => new Date(now),
});
const cookieOf = (header: string | string[] | number | undefined, name: string): string => {
  const list = Array.isArray(header) ? header : [String(header ?? '')];
  return list.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`)) ?? '';
};

/** Signs a customer in by link; the signed-in call's status and headers. */
async function signIn(customer: CustomerFixture) {
  const link = new URL(app.sim.sendAuthLink(customer));
  const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/authentaLink',
    headers: { ...XRW, cookie: cookieOf(opened.headers['set-cookie'], 'taxcert_link') },
    payload: { email: customer.email ?? '', uniqueRef: customer.uniqueRef, name: customer.name },
  });
  return {
    status: signedIn.statusCode,
    auth: { ...XRW, cookie: cookieOf(signedIn.headers['set-cookie'], 'taxcert_session') },
  };
}

/**
 * One customer's visit: sign in by link, read the signed-in configuration as a browser does on every page load
 * (brotli: the session keeps its ~98 KB JSON and the compressed copy), add a W-9, validate it, upload a 200 KB PDF.
 */
async function round(i: number): Promise<void> {
  const customer = app.sim.fixtures.customers.filter((c) => c.email !== null)[i % 2]!;
  const { status: signedIn, auth } = await signIn(customer);
  const config = await app.inject({ method: 'GET', url: '/api/config', headers: { ...auth, 'accept-encoding': 'br' } });
  const accountId = customer.accounts[0]?.id ?? 0;
  const added = await app.inject({
    method: 'PUT',
    url: '/api/forms',
    headers: auth,
    payload: { isOnline: true, accountId, formType: 'w9_2024' },
  });
  const formId = added.json<{ formId: number }>().formId;
  const data = (await app.inject({ method: 'GET', url: `/api/forms/${formId}`, headers: auth })).json<{
    data: object;
  }>().data;
  const validated = await app.inject({
    method: 'POST',
    url: `/api/forms/w9_2024/${formId}/validate`,
    headers: auth,
    payload: data,
  });
  const uploaded = await app.inject({
    method: 'PUT',
    url: `/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=${formId}&linkType=form`,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: upload,
  });
  const statuses = [signedIn, config.statusCode, added.statusCode, validated.statusCode, uploaded.statusCode];
  if (statuses.some((s) => s !== 200))
    throw new Error(`Round ${i}: statuses ${statuses.join(', ')}: ${uploaded.body.slice(0, 200)}`);
  now += STEP_MS;
}

const MB = 1024 * 1024;
/** Full collections until the heap and buffers stop shrinking (buffers are freed a collection late). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const figures = async (label: string) => {
  await settle();
  const { heapUsed, external, rss } = process.memoryUsage();
  const { forms, files } = app.sim.store.counts;
  console.log(
    `${label}: heap ${(heapUsed / MB).toFixed(1)} MB + buffers ${(external / MB).toFixed(1)} MB, RSS ${(rss / MB).toFixed(1)} MB; kept: ${app.sim.sessions.size} sessions, ${forms} forms, ${files} files`,
  );
  // Uploaded files are Buffers outside the JS heap: both count. RSS is bounded on its own.
  return { heap: heapUsed + external, rss };
};
type Figures = Awaited<ReturnType<typeof figures>>;
/** Prints the growth of heap + buffers and of RSS from `from` to `to`; a growth over 20 % fails the soak. */
const bound = (what: string, from: Figures, to: Figures) => {
  for (const [name, before, after] of [
    ['heap + buffers', from.heap, to.heap],
    ['RSS', from.rss, to.rss],
  ] as const) {
    const growth = (after - before) / before;
    const met = growth <= 0.2;
    console.log(
      `${name} ${what} is ${(Math.abs(growth) * 100).toFixed(1)} % ${growth >= 0 ? 'above' : 'below'} (bound: 20 %) ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  }
};
/** Past the retention: the next request prunes everything the rounds left. */
const pruneAll = async () => {
  now += RETENTION_HOURS * 60 * 60_000 + PRUNE_EVERY_MS + 1;
  await app.inject({ method: 'GET', url: '/api/auth/state' });
};

/** The 100-customer load: all at once, each adds W-9s until its cap answers 400 code 4001. */
async function load(): Promise<number> {
  let added = 0;
  await Promise.all(
    loadCustomers.map(async (customer) => {
      const { auth } = await signIn(customer);
      for (;;) {
        const res = await app.inject({
          method: 'PUT',
          url: '/api/forms',
          headers: auth,
          payload: { isOnline: true, accountId: customer.accounts[0]?.id ?? 0, formType: 'w9_2024' },
        });
        if (res.statusCode === 400 && res.json<{ code: number }>().code === 4001) return;
        if (res.statusCode !== 200) throw new Error(`Load: ${customer.uniqueRef} add answered ${res.statusCode}`);
        added += 1;
      }
    }),
  );
  return added;
}

// glibc's malloc raises its mmap threshold to the size of each large block freed, after which 200 KB upload buffers
// come from its heap and their pages stay with the process once freed (ADR 097): `npm start` and `npm run soak` fix
// the threshold at 128 KiB, so that such buffers are mapped on their own and given back when freed.
console.log(`MALLOC_MMAP_THRESHOLD_: ${soakEnv.MALLOC_MMAP_THRESHOLD_ ?? 'not set (glibc adjusts it)'}`);
let rounds = 0;
for (; rounds < 50; rounds += 1) await round(rounds); // warm-up: code compiled, caches filled
await pruneAll();
const beforeLoad = await figures('before the 100-customer load');
const loadStarted = performance.now();
const loaded = await load();
const loadPeak = process.memoryUsage();
console.log(
  `100-customer load: ${loaded} forms added (cap ${CUSTOMER_CAPS.forms} each, the next refused) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; at its peak: heap ${(loadPeak.heapUsed / MB).toFixed(1)} MB + buffers ${(loadPeak.external / MB).toFixed(1)} MB, RSS ${(loadPeak.rss / MB).toFixed(1)} MB`,
);
if (loaded !== LOAD_CUSTOMERS * CUSTOMER_CAPS.forms)
  throw new Error(`Load: ${loaded} forms, not ${LOAD_CUSTOMERS * CUSTOMER_CAPS.forms}`);
await pruneAll();
const afterLoad = await figures('after the load, past the retention');
bound('after the load, against before it,', beforeLoad, afterLoad);
const start = await figures('start');
const startedAt = performance.now();
const endAt = startedAt + seconds * 1000;
// RSS at each tenth of the run, as it is (no GC): whether it levels off or keeps climbing.
const trace: number[] = [];
for (; performance.now() < endAt; rounds += 1) {
  await round(rounds);
  if ((performance.now() - startedAt) / (seconds * 1000) >= (trace.length + 1) / 10)
    trace.push(process.memoryUsage().rss);
}
console.log(`RSS at each tenth of the run (MB): ${trace.map((rss) => (rss / MB).toFixed(0)).join(', ')}`);
const peak = process.memoryUsage();
console.log(
  `${rounds} rounds (sign-in, config, add, validate, upload) in ${seconds} s; before pruning: heap ${(peak.heapUsed / MB).toFixed(1)} MB + buffers ${(peak.external / MB).toFixed(1)} MB, RSS ${(peak.rss / MB).toFixed(1)} MB`,
);
await pruneAll();
const end = await figures('end');
await app.close();
bound('at the end, against the start,', start, end);
