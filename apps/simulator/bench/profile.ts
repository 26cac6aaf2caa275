/**
 * Profile of one simulator call: the call in a loop through `inject`, for Node's CPU profiler.
 *
 *   node --import tsx --cpu-prof --cpu-prof-dir="$(mktemp -d)" bench/profile.ts config|state|validate [count]
 *
 * then open the .cpuprofile in Chrome DevTools (Performance > Load profile). A signed-in customer and a W-9
 * holding the definition's sample answers, as bench/throughput.ts measures them.
 */
import { loadDefinition } from '@taxcert/forms';
import { buildApp } from '../src/app';

const [call = 'config', countArg = '3000'] = process.argv.slice(2);
const count = Number(countArg);
if (!['config', 'state', 'validate'].includes(call) || !Number.isInteger(count) || count <= 0) {
  throw new Error('Usage: bench/profile.ts config|state|validate [count]');
}

const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const cookieOf = (header: string | string[] | number | undefined, name: string): string => {
  const list = Array.isArray(header) ? header : [String(header ?? '')];
  return list.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`)) ?? '';
};

const sim = await buildApp({ webRoot: '/nonexistent', logger: false });
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
const answers = (definition?.sampleAnswers?.(current as never, customer.name) ?? current) as object;

const request = () =>
  call === 'config'
    ? sim.inject({ method: 'GET', url: '/api/config', headers: auth })
    : call === 'state'
      ? sim.inject({ method: 'GET', url: '/api/auth/state', headers: auth })
      : sim.inject({ method: 'POST', url: `/api/forms/w9_2024/${formId}/validate`, headers: auth, payload: answers });

const started = performance.now();
for (let i = 0; i < count; i += 1) {
  const res = await request();
  if (res.statusCode !== 200) throw new Error(`${call} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
}
console.log(`${call}: ${((performance.now() - started) / count).toFixed(3)} ms a call through inject (${count} calls)`);
await sim.close();
