import { z } from 'zod';

/** The web benches' settings: the only place they read process.env (conventions §18). */
const BenchEnvSchema = z.object({
  /** Lighthouse audits per page; the median is reported (default 3). */
  LIGHTHOUSE_RUNS: z.coerce.number().int().positive().default(3),
});

export const benchEnv = BenchEnvSchema.parse(process.env);
