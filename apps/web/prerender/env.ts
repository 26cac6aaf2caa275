/** The prerender's one setting (conventions.md §18: process.env is read here only). */
export const prerenderEnv = {
  /** A deployment's own fixtures folder (the layout of the repository's fixtures/); unset: the repository's. */
  fixturesDir: process.env.TAXCERT_PRERENDER_FIXTURES || undefined,
};
