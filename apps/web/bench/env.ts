import { z } from 'zod';

/** The web benches' settings: the only place they read process.env (conventions.md §18). */
const BenchEnvSchema = z.object({
  /** Lighthouse audits per screen; the median, the range and the worst run are reported (default 5). */
  LIGHTHOUSE_RUNS: z.coerce.number().int().positive().default(5),
  /** A folder to write each run's Lighthouse report (JSON) and trace (`<run>.trace.json`) to, for a closer look. */
  LIGHTHOUSE_REPORT_DIR: z.string().min(1).optional(),
  /** `LIGHTHOUSE_FORM=off`: bench/lighthouse.ts audits sign-in and form selection only, not the form screens (a quick look at start-up). */
  LIGHTHOUSE_FORM: z.enum(['on', 'off']).default('on'),
  /** `LIGHTHOUSE_FIRST=off`: bench/lighthouse.ts audits the form screens only, not sign-in and form selection (an A/B of a form's page). */
  LIGHTHOUSE_FIRST: z.enum(['on', 'off']).default('on'),
  /**
   * How bench/lighthouse.ts's browser reaches the app: `h2` (default), the simulator behind TLS and HTTP/2 as a
   * deployment serves it (bench/tls-front.ts, ADR 121); `http1`, the simulator's own HTTP/1.1, as `npm start` runs.
   */
  LIGHTHOUSE_TRANSPORT: z.enum(['h2', 'http1']).default('h2'),
  /** `BENCH_TYPING=off`: bench/browser.ts measures the JS per screen only, without the typing (a quick look). */
  BENCH_TYPING: z.enum(['on', 'off']).default('on'),
  /** bench/browser.ts: samples of 120 keys typed into the W-8BEN-E with every Part open, each beside the floor's (default 3). */
  BENCH_KEY_SAMPLES: z.coerce.number().int().positive().default(3),
  /** bench/country-list.ts: fresh pages in which a country list is opened, at each CPU rate (default 5). */
  BENCH_LIST_SAMPLES: z.coerce.number().int().positive().default(5),
  /** bench/profile-form.ts and profile-keys.ts: the CPU slowdown of their profile (default 4, as Lighthouse's mobile preset). */
  PROFILE_CPU: z.coerce.number().positive().default(4),
  /** bench/profile-keys.ts: how many keys are typed while profiling (default 60). */
  PROFILE_KEYS: z.coerce.number().int().positive().default(60),
  /** bench/profile-form.ts: how many times the form is opened; the last run's profile is printed (default 3). */
  PROFILE_RUNS: z.coerce.number().int().positive().default(3),
  /** bench/profile-form.ts: `PROFILE_PAGE=selection` profiles form selection's first load instead of the largest form's. */
  PROFILE_PAGE: z.enum(['form', 'selection']).default('form'),
  /**
   * The form type: bench/profile-form.ts opens it (default: the largest defined form, by its questions);
   * bench/profile-keys.ts types into it (default: the W-8BEN-E with every Part open).
   */
  PROFILE_FORM: z.string().min(1).optional(),
});

export const benchEnv = BenchEnvSchema.parse(process.env);

/** The environment a bench hands to a command it starts (`npm start`), with its own additions. */
export const childEnvironment = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...extra });
