import { afterEach } from 'vitest';

/** Each test starts with an empty localStorage: answers a form kept (lib/session/drafts.ts, ADR 047) never reach another test. */
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
