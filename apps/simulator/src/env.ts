import { z } from 'zod';

/** The only place the simulator reads process.env (conventions.md §18). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  SIM_SCENARIO: z.string().min(1).default('default'),
  /** Where the built web app lives; defaults to apps/web/dist. */
  WEB_ROOT: z.string().optional(),
  /** Base address printed in links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** 1: listen on a host other than the loopback interface (a shared QA host): /__sim is then open to it. */
  SIM_ALLOW_NETWORK: z.enum(['0', '1']).default('0'),
  /** 1: always mark cookies Secure (behind a TLS-terminating proxy); otherwise only on https requests. */
  SIM_SECURE_COOKIES: z.enum(['0', '1']).default('0'),
  /** Hours sessions, forms, groups and uploaded files are kept after their last use. */
  SIM_RETENTION_HOURS: z.coerce.number().positive().default(24),
  /**
   * The web app's origin when another server (e.g. deploy/nginx) serves it, the simulator being the API on
   * its own origin: CORS with credentials for that origin only, state changes accepted from it, redirects to it.
   */
  SIM_APP_ORIGIN: z
    .string()
    .url()
    .transform((url) => new URL(url).origin)
    .optional(),
  /** 0: do not check answers against the contract before sending them (default 1; see BuildOptions). */
  SIM_RESPONSE_VALIDATION: z.enum(['0', '1']).default('1'),
});
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** The contract check's settings (`npm run test:contract`). */
const ContractCheckEnvSchema = z.object({
  /** The API to verify; the in-process simulator when absent. */
  API_BASE_URL: z.string().url().optional(),
  /** A session cookie (`name=value`) for the calls that need one. */
  API_COOKIE: z.string().optional(),
  /** 1: write mode, the whole journey (the in-process simulator always runs it). */
  CONTRACT_ALLOW_WRITES: z.enum(['0', '1']).default('0'),
  /** Read-only mode: a form and a group of the signed-in customer whose GETs are checked. */
  CONTRACT_FORM_ID: z.coerce.number().int().positive().optional(),
  CONTRACT_GROUP_ID: z.coerce.number().int().positive().optional(),
  /** The name the journey signs with (default: the simulator customer's, else Jane Doe). */
  CONTRACT_SIGNER_NAME: z.string().min(1).optional(),
  /**
   * The API's idle session time-out in minutes: write mode waits that long (plus one) to check a 403 with code
   * 498. Absent, that check is not made (the in-process simulator's clock moves past its 20 minutes instead).
   */
  CONTRACT_IDLE_MINUTES: z.coerce.number().positive().max(120).optional(),
});

export function readContractCheckEnv(source: NodeJS.ProcessEnv = process.env): z.infer<typeof ContractCheckEnvSchema> {
  return ContractCheckEnvSchema.parse(source);
}

/** The memory soak's settings (bench/soak.ts). */
const SoakEnvSchema = z.object({
  /** Real seconds the soak runs (default 600: a run for a quiet machine). */
  SOAK_SECONDS: z.coerce.number().positive().default(600),
  /** glibc's mmap threshold in bytes, as `npm run soak` sets it (printed only: glibc reads it at start, ADR 097). */
  MALLOC_MMAP_THRESHOLD_: z.string().optional(),
});

export function readSoakEnv(source: NodeJS.ProcessEnv = process.env): z.infer<typeof SoakEnvSchema> {
  return SoakEnvSchema.parse(source);
}

/** The throughput bench's settings (bench/throughput.ts). */
const BenchEnvSchema = z.object({
  /** Real seconds each measurement runs (default 2). */
  BENCH_SECONDS: z.coerce.number().positive().default(2),
  /** Rounds of the measurements, bare and simulator alternating in each; the median ratio and its range are printed (default 3). */
  BENCH_ROUNDS: z.coerce.number().int().positive().default(3),
  /** 0: measure the simulator without checking its answers against the contract (default 1). */
  BENCH_RESPONSE_VALIDATION: z.enum(['0', '1']).default('1'),
  /** bench/validate-parts.ts: calls a round (default 3,000) and rounds (default 5; the least µs a call is printed). */
  BENCH_PART_CALLS: z.coerce.number().int().positive().default(3000),
  BENCH_PART_ROUNDS: z.coerce.number().int().positive().default(5),
  /** bench/validate-parts.ts: write a CPU profile of the calls through inject to this file. */
  BENCH_PART_PROFILE: z.string().min(1).optional(),
});

export function readBenchEnv(source: NodeJS.ProcessEnv = process.env): z.infer<typeof BenchEnvSchema> {
  return BenchEnvSchema.parse(source);
}

/** The random-answer test's settings (test/random-answers.test.ts; `npm run test:fuzz`). */
const FuzzEnvSchema = z.object({
  /** Random answer sets per form type, after its sample (default 3; `npm run test:fuzz`: 100). */
  FUZZ_RUNS: z.coerce.number().int().positive().default(3),
  /** fast-check's seed: a fixed one by default, so the suite's run is the same every time. */
  FUZZ_SEED: z.coerce.number().int().default(20261122),
  /** fast-check's path of a reported failure, to replay it with its seed. */
  FUZZ_PATH: z.string().min(1).optional(),
  /** all: texts in scripts too that the PDF fonts lack (Hangul, kana, Arabic…); default: the printed ones. */
  FUZZ_SCRIPTS: z.enum(['printed', 'all']).default('printed'),
});

export function readFuzzEnv(source: NodeJS.ProcessEnv = process.env): z.infer<typeof FuzzEnvSchema> {
  return FuzzEnvSchema.parse(source);
}
