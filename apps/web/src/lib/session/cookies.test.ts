import { afterEach, describe, expect, it } from 'vitest';
import { COOKIES, deleteCookie, LONG_LIVED_EXPIRY, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    for (const name of Object.values(COOKIES)) deleteCookie(name);
  });
  it('writes, reads and deletes a cookie', () => {
    writeCookie(COOKIES.locale, 'zh-hant');
    expect(readCookie(COOKIES.locale)).toBe('zh-hant');
    deleteCookie(COOKIES.locale);
    expect(readCookie(COOKIES.locale)).toBeNull();
  });
  it('encodes values', () => {
    writeCookie(COOKIES.resendReference, 'a b;c');
    expect(readCookie(COOKIES.resendReference)).toBe('a b;c');
  });
  it('lets consent and the EULA live until 2038-01-01', () => {
    expect(LONG_LIVED_EXPIRY.toISOString()).toBe('2038-01-01T00:00:00.000Z');
  });
});
