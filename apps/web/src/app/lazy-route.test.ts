import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './CrashBoundary';
import { CHUNK_TIMEOUT_MS, routeChunk, withTimeout } from './lazy-route';

describe('withTimeout (route chunks)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('passes a loaded chunk through', async () => {
    await expect(withTimeout(() => Promise.resolve('chunk'))).resolves.toBe('chunk');
  });
  it('turns a failed load into a ChunkLoadError', async () => {
    await expect(
      withTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
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

describe('routeChunk (the lazy screen and the start-up preload share one load)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('requests the chunk once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const chunk = routeChunk(load);
    await expect(Promise.all([chunk(), chunk()])).resolves.toEqual(['chunk', 'chunk']);
    await chunk();
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('counts the 120 s from the first request, and loads again after a failure', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const chunk = routeChunk(load);
    const preloaded = expect(chunk()).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(60_000);
    // The screen asks 60 s later: the same load, failing at 120 s after the first request.
    const shown = expect(chunk()).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 60_000);
    await Promise.all([preloaded, shown]);
    void chunk().catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
