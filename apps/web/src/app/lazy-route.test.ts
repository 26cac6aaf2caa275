import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './CrashBoundary';
import { CHUNK_TIMEOUT_MS, withTimeout } from './lazy-route';

describe('withTimeout (route chunks)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('passes a loaded chunk through', async () => {
    await expect(withTimeout(() => Promise.resolve('chunk'))).resolves.toBe('chunk');
  });
  it('turns a failed load into a ChunkLoadError', async () => {
    await expect(withTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => undefined));
    const settled = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
