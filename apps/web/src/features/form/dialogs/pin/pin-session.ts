import { useSyncExternalStore } from 'react';

/**
 * Whether an e-signature PIN has been verified in this browser session and not yet used (app-shell.md §4:
 * the PIN is asked first only while it is "not yet verified"). The server forgets a verified PIN once a
 * signature uses it, so a signature marks it used here too. Lives in memory only: a reload asks again.
 */
let verified = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (verified === next) return;
  verified = next;
  listeners.forEach((listener) => listener());
}

export const pinSession = {
  isVerified: (): boolean => verified,
  markVerified: (): void => set(true),
  /** After a signature (the server has consumed the verification) or a sign-out. */
  markUsed: (): void => set(false),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The verified flag, re-rendering when it changes. */
export function usePinVerified(): boolean {
  return useSyncExternalStore(pinSession.subscribe, pinSession.isVerified, pinSession.isVerified);
}
