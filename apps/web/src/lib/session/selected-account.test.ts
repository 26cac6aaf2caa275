import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCOUNT, SELECTED_ACCOUNT_KEY, storeAccountId, storedAccountId } from './selected-account';

describe('the selected account kept for the browser tab (ADR 024)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps the id alone and reads it back after a reload; 0 forgets it', () => {
    expect(storedAccountId()).toBe(NO_ACCOUNT);
    storeAccountId(5001);
    expect(sessionStorage.getItem(SELECTED_ACCOUNT_KEY)).toBe('5001');
    expect(storedAccountId()).toBe(5001);
    storeAccountId(NO_ACCOUNT);
    expect(sessionStorage.getItem(SELECTED_ACCOUNT_KEY)).toBeNull();
  });

  it('reads anything but a positive whole number as no account', () => {
    for (const stored of ['', 'abc', '-3', '0', '12.5', '1e3x']) {
      sessionStorage.setItem(SELECTED_ACCOUNT_KEY, stored);
      expect(storedAccountId(), stored).toBe(NO_ACCOUNT);
    }
  });

  it('storage that refuses to be read or written keeps the choice in memory only, without an error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(storedAccountId()).toBe(NO_ACCOUNT);
    expect(() => storeAccountId(5001)).not.toThrow();
  });
});
