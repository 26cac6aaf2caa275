import type { Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { buildApp, type BuildOptions } from '../src/app';

const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const cookieOf = (header: string | string[] | number | undefined, name: string): string => {
  const list = Array.isArray(header) ? header : [String(header ?? '')];
  return list.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`)) ?? '';
};

/**
 * Where the simulator's benches start: the simulator in-process (no web root, no log), a customer signed in by the
 * e-mailed link as the browser does it, and a W-9 added for the customer's first account holding the definition's
 * sample answers. `auth`: the signed-in headers (session cookie, X-Requested-With) for the calls the bench makes.
 */
export async function signedInW9(options: Pick<BuildOptions, 'responseValidation'> = {}) {
  const sim = await buildApp({ webRoot: '/nonexistent', logger: false, ...options });
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
  if (!definition) throw new Error('No W-9 definition');
  const current = (await sim.inject({ method: 'GET', url: `/api/forms/${formId}`, headers: auth })).json<{
    data: Answers;
  }>().data;
  const answers = definition.sampleAnswers?.(current, customer.name) ?? current;
  return { sim, customer, auth, formId, definition, answers };
}
