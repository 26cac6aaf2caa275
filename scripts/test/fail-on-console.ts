/**
 * Vitest setup shared by every workspace: an unexpected console.error or console.warn fails the test
 * that caused it (conventions.md §15). A test that expects one spies on the console itself.
 */
import { afterEach, beforeEach, vi } from 'vitest';

const seen: string[] = [];

beforeEach(() => {
  seen.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      seen.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (seen.length > 0) {
    const messages = seen.splice(0).join('\n');
    throw new Error(`Unexpected console output during the test:\n${messages}`);
  }
});
