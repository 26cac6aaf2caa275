import { startTestTime } from './clock';

/**
 * Run before every browser file (`setupFiles` of vitest.e2e.config.ts). The files of a worker share one module graph
 * (ADR 109): what must start afresh for each file starts here. Each file's clocks start at TEST_START, as they did
 * when every file evaluated support/clock.ts itself.
 */
startTestTime();
