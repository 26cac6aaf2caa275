import { defineConfig } from 'vitest/config';
import { JourneysFirst } from './e2e/support/sequencer';

/**
 * Browser tests: the simulator in-process serving dist/, driven through Debian's Chromium. Build first.
 * Each file starts one simulator (a worker launches one Chromium for its files); its tests run concurrently in their own browser
 * contexts (own cookies, so own simulator sessions and scenarios). Files run two at a time: the tests
 * wait on retries and timers more than they use the CPU.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // Generous: the CI machine has run the suite about 3.5 times slower than a quiet 2-core machine (a journey
    // of 25 s here took 100 s there), and a test that is only slow must not fail the run.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    // One module graph per worker, not per file (ADR 109): a file's start-up evaluated the simulator, every form
    // definition, Playwright and axe afresh, about 2.5 s of CPU each. Nothing in e2e/ replaces a module, and what
    // must start afresh for each file (its test time line) starts in the setup file.
    isolate: false,
    setupFiles: ['./e2e/support/each-file.ts'],
    // The family journey files first, each beside a large file (e2e/support/sequencer.ts).
    sequence: { sequencer: JourneysFirst },
    maxWorkers: 2,
    maxConcurrency: 4,
    // One more try for a test that failed: a few tests race real timers against a busy 2-core machine
    // (the 120 s chunk time-out with a fake clock was seen to fail once in a full run, then pass alone).
    // A test that fails twice still fails the run.
    retry: 1,
    // expect.poll waits on the page (a config load, a focus move): 1 s, vitest's default, was seen to run
    // out on the 2-core CI machine with eight pages busy (link-overrides, 2026-11-24).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
