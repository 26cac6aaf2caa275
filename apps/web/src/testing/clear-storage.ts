import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { busyCount } from '../lib/session/session-busy';

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
  // Work that keeps the session alive (an upload) must settle within its file: one left running would keep every later
  // file's session alive in this shared module graph, and its time-out warning would never show.
  expect(busyCount(), 'a test of this file left an upload running (lib/session/session-busy.ts)').toBe(0);
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
