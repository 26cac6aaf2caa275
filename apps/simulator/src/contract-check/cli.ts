/**
 * Contract tests that verify a provider (`npm run test:contract`), in the spirit of Pact's provider
 * verification with our ts-rest contract:
 * - no API_BASE_URL: the simulator in-process, signed in by itself, in write mode (every operation);
 * - API_BASE_URL=…: read-only mode, every GET (API_COOKIE for a session; CONTRACT_FORM_ID and
 *   CONTRACT_GROUP_ID name the form and group whose GETs are checked); against a simulator it signs
 *   itself in;
 * - CONTRACT_ALLOW_WRITES=1: write mode, the whole journey (creates a form, a group and documents).
 * Prints a verdict per call and `N of 53 operations checked; skipped: …`; exits 1 when a call does not
 * conform, cannot be reached, answers a status the step does not expect (401/403 with API_COOKIE: the
 * cookie is stale), or a required operation was skipped.
 */
import { buildApp } from '../app';
import { readContractCheckEnv } from '../env';
import { runContractCheck } from './run';
import { formatBehaviours, formatVerdicts } from './verify';

async function main(): Promise<number> {
  const env = readContractCheckEnv();
  let base = env.API_BASE_URL;
  let close: (() => Promise<void>) | undefined;
  let wait: ((ms: number) => Promise<void>) | undefined;
  if (!base) {
    // The in-process simulator's clock runs ahead instead of the check waiting out a Retry-After.
    let ahead = 0;
    wait = async (ms) => {
      ahead += ms;
    };
    const app = await buildApp({ webRoot: '/nonexistent', logger: false, now: () => new Date(Date.now() + ahead) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    close = () => app.close();
  }
  const writes = env.CONTRACT_ALLOW_WRITES === '1' || !env.API_BASE_URL;
  process.stdout.write(
    `Contract check of ${base} (${writes ? 'write mode: the whole journey' : 'read-only mode: every GET'})\n`,
  );
  try {
    const result = await runContractCheck({
      baseUrl: base,
      writes,
      ...(env.API_COOKIE ? { cookie: env.API_COOKIE } : {}),
      ...(env.CONTRACT_FORM_ID ? { formId: env.CONTRACT_FORM_ID } : {}),
      ...(env.CONTRACT_GROUP_ID ? { groupId: env.CONTRACT_GROUP_ID } : {}),
      ...(env.CONTRACT_SIGNER_NAME ? { signerName: env.CONTRACT_SIGNER_NAME } : {}),
      ...(wait ? { wait } : {}),
      // In-process, the simulator's default 20 idle minutes pass on its clock.
      ...(env.CONTRACT_IDLE_MINUTES || wait ? { idleMinutes: (env.CONTRACT_IDLE_MINUTES ?? 20) + 1 } : {}),
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(`${formatVerdicts(result.verdicts)}\n`);
    if (result.behaviours.length) process.stdout.write(`\nBehaviour\n${formatBehaviours(result.behaviours)}\n\n`);
    process.stdout.write(`${result.coverage}\n`);
    if (result.readOnlyIds)
      process.stdout.write(
        `Read-only mode can now check this customer's signed form and group: CONTRACT_FORM_ID=${result.readOnlyIds.formId} CONTRACT_GROUP_ID=${result.readOnlyIds.groupId}\n`,
      );
    const failed = result.verdicts.filter((v) => v.outcome !== 'conforms').length;
    const requiredSkips = result.skipped.filter((s) => s.required).length;
    const broken = result.behaviours.filter((b) => b.outcome === 'broken').length;
    process.stdout.write(
      `${result.ok ? 'PASS' : 'FAIL'}: ${failed} call(s) failed, ${requiredSkips} required operation(s) skipped, ${broken} behaviour check(s) broken\n`,
    );
    return result.ok ? 0 : 1;
  } finally {
    await close?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
