import { lazy, type ComponentType } from 'react';
import { deferred } from '../lib/api/deferred';
import { ChunkLoadError } from './CrashBoundary';

/** Script chunk load time-out (app-shell.md §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Rejects with a ChunkLoadError when `load` fails or takes longer than `ms`. */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/**
 * A route chunk's load, shared by its lazy component and the start-up's preload (router.tsx `preloadScreen`):
 * started once, its time-out counted from the first request; a failed load is forgotten, so a retry loads
 * it again.
 */
export function routeChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return deferred(() => withTimeout(load)).load;
}

/** React.lazy for a route chunk: a failure or a time-out becomes a ChunkLoadError (error page with retry). */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withTimeout(load));
}
