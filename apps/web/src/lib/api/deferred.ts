import { startTransition, useEffect, useState } from 'react';

/** How long after a failed load a piece still wanted is asked for again. */
export const DEFERRED_RETRY_MS = 5_000;

/**
 * A piece of code kept off the start-up file (ADR 031), loaded when first wanted: `load()` starts the chunk's
 * request once (a failed load is forgotten, so the next `load()` asks again); `peek()` is what has arrived, so a
 * component mounted later has it at its first render.
 */
export interface Deferred<T> {
  load: () => Promise<T>;
  peek: () => T | undefined;
}

export function deferred<T>(load: () => Promise<T>): Deferred<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    peek: () => loaded?.value,
  };
}

/**
 * The piece once it has arrived, else undefined: its load starts when `wanted` turns true. A failed load (offline,
 * a deployment that replaced the chunk) leaves undefined — the caller shows what it shows without it, never an
 * error — and is tried again every {@link DEFERRED_RETRY_MS} while still wanted.
 *
 * The arrival is rendered in a transition: the piece's first render (the country dropdowns' Ariakit stores, every
 * one on the form at once) yields to the browser every few milliseconds and to the customer's keys, instead of one
 * long task after the form's first paint (ADR 128).
 */
export function useDeferred<T>(piece: Deferred<T>, wanted: boolean): T | undefined {
  const [value, setValue] = useState(() => piece.peek());
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    piece.load().then(
      (arrived) => {
        if (live) startTransition(() => setValue(() => arrived));
      },
      () => {
        if (live) retry = setTimeout(() => setAttempt((n) => n + 1), DEFERRED_RETRY_MS);
      },
    );
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [piece, wanted, value, attempt]);
  return value;
}
