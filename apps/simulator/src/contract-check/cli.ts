/**
 * Contract tests against any API: `API_BASE_URL=https://api.bank.example npm run test:contract`.
 * Without API_BASE_URL it starts the simulator in-process and checks that. Prints, per call: conforms /
 * does not conform (with the schema error) / not reachable; exits 1 when any call does not conform or is not reachable.
 * API_COOKIE=name=value adds the calls that need a session; CONTRACT_ALLOW_WRITES=1 adds calls that
 * change state.
 */
import { buildApp } from '../app';
import { readContractCheckEnv } from '../env';
import { formatVerdicts, verify, type Verdict } from './verify';
import { writeChecks } from './writes';


async function signInToSimulator(base: string): Promise<string> {
  const { link, email, uniqueRef, name } = (await (await fetch(`${base}/__sim/auth-link`)).json()) as Record<string, string>;
  const opened = await fetch(link!.replace(/^http:\/\/localhost:\d+/, base), { redirect: 'manual' });
  const linkCookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${base}/api/authentaLink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: linkCookie },
    body: JSON.stringify({ email, uniqueRef, name }),
  });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c?.startsWith('taxcert_session=')) ?? '';
}

async function main(): Promise<number> {
  const env = readContractCheckEnv();
  let base = env.API_BASE_URL;
  let cookie = env.API_COOKIE;
  let close: (() => Promise<void>) | undefined;
  if (!base) {
    const app = await buildApp({ webRoot: '/nonexistent', logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    cookie = await signInToSimulator(base);
    close = () => app.close();
  }
  const allowWrites = env.CONTRACT_ALLOW_WRITES === '1' || !env.API_BASE_URL;
  const verdicts: Verdict[] = await verify({ baseUrl: base, ...(cookie ? { cookie } : {}) });
  if (allowWrites && cookie) {
    const config = (await (await fetch(`${base}/api/config`, { headers: { cookie } })).json()) as { customer?: { accounts?: { id: number }[] } };
    const accountId = config.customer?.accounts?.[0]?.id ?? 1;
    const added = await fetch(`${base}/api/forms`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
      body: JSON.stringify({ isOnline: true, accountId, formType: 'w9_2024' }),
    });
    const formId = ((await added.json()) as { formId?: number }).formId;
    verdicts.push(...(await verify({ baseUrl: base, cookie, allowWrites, checks: writeChecks(accountId, formId) })));
  }
  process.stdout.write(`Contract check of ${base}\n${formatVerdicts(verdicts)}\n`);
  const failed = verdicts.filter((v) => v.outcome !== 'conforms').length;
  process.stdout.write(`${verdicts.length - failed} passed, ${failed} failed\n`);
  await close?.();
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
