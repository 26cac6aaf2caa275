import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core: Vitest's default (cores - 1) is ONE on the 2-core CI machine, half of it idle (ADR 083).
    maxWorkers: '100%',
    // One module graph per worker, not per file: these tests share no state between files (ADR 083).
    isolate: false,
    // Upper bounds against a hang, not time checks: a busy 2-core CI machine must not fail a slow test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    include: ['test/**/*.test.ts'],
    setupFiles: ['../scripts/test/fail-on-console.ts'],
  },
});
