import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core: Vitest's default (cores - 1) is ONE on the 2-core CI machine, half of it idle (ADR 083).
    maxWorkers: '100%',
    // Upper bounds against a hang, not time checks: a busy 2-core CI machine must not fail a slow test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build-plugins/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: [
      '../../scripts/test/fail-on-console.ts',
      './src/testing/clear-storage.ts',
      './src/testing/deferred-chunks.ts',
    ],
  },
});
