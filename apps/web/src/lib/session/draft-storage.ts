/**
 * Where lib/drafts.ts keeps its drafts, and their removal on logout: apart from the rest of the drafts' code, so
 * that the header's logout link carries only this into the start-up file (ADR 075); writing, reading and resuming
 * load with the screens that use them.
 */
export const DRAFT_PREFIX = 'taxcert.draft.v1:';
export const RESUME_KEY = 'taxcert.resume.v1';

/** The browser's storage, or null where there is none (a private window that refuses it, a test without it). */
export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Removes every draft of this browser (logging out: the next person at this device finds none). */
export function removeAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
  store.removeItem(RESUME_KEY);
}
