import { buildApp, defaultWebRoot } from './app';
import { FixtureError } from './fixtures/load';
import { readEnv } from './env';
import { networkExposure } from './network';

/** `--scenario NAME` beats SIM_SCENARIO. */
function scenarioArg(argv: string[]): string | undefined {
  const index = argv.indexOf('--scenario');
  if (index >= 0) return argv[index + 1];
  return argv.find((a) => a.startsWith('--scenario='))?.split('=')[1];
}

async function main(): Promise<void> {
  const env = readEnv();
  const scenario = scenarioArg(process.argv.slice(2)) ?? env.SIM_SCENARIO;
  const webRoot = env.WEB_ROOT ?? defaultWebRoot;
  const exposure = networkExposure(env.HOST, env.SIM_ALLOW_NETWORK === '1');
  if (!exposure.ok) throw new Error(exposure.error);
  const app = await buildApp({
    secureCookies: env.SIM_SECURE_COOKIES === '1',
    responseValidation: env.SIM_RESPONSE_VALIDATION === '1',
    retentionHours: env.SIM_RETENTION_HOURS,
    scenario,
    webRoot,
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.SIM_APP_ORIGIN ? { appOrigin: env.SIM_APP_ORIGIN } : {}),
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    // A refused edit goes to stderr: it names what is wrong, and the last good versions stay in force.
    watchScenarios: (line) =>
      (line.startsWith('Scenarios reloaded') ? process.stdout : process.stderr).write(`  ${line}\n`),
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  const ctx = app.sim;
  const ref = ctx.scenario.customer ?? ctx.fixtures.customers[0]?.uniqueRef;
  const customer = ref ? ctx.customerByRef(ref) : undefined;
  const lines = [
    '',
    `  Taxcert simulator — scenario "${ctx.scenario.name}"`,
    `  App:      ${ctx.publicUrl}/`,
    `  API:      ${ctx.publicUrl}/api   (OpenAPI: ${ctx.publicUrl}/__sim/openapi.json)`,
    `  Outbox:   ${ctx.publicUrl}/__sim/outbox   (API reference: ${ctx.publicUrl}/__sim/docs)`,
    `  ${exposure.banner}`,
  ];
  if (customer) {
    lines.push(
      '',
      `  Sign in as ${customer.name}: open`,
      `    ${ctx.sendAuthLink(customer)}`,
      `  and enter  e-mail: ${customer.email ?? '(none)'}   reference: ${customer.uniqueRef}   name: ${customer.name}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof FixtureError ? 'Fixture error: ' : ''}${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
