import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/**
 * Each test starts from an empty page: what the last one rendered is unmounted, and localStorage is emptied, so
 * answers a form kept (lib/session/drafts.ts, ADR 047) never reach another test. The files share one page and one
 * module graph per worker (vitest.config.ts, ADR 099), so this runs after every test of every file, and what a file
 * changed of the page's globals is put back when it ends: spies, stubbed globals, fake timers, cookies, the address.
 */
afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
