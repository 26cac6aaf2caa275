import { defineConfig } from 'vitest/config';

/** Browser tests: the simulator in-process serving dist/, driven through Debian's Chromium. Build first. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
