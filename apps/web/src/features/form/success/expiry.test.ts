import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../lib/i18n/locale-format';
import { expiryOf, signedOn } from './expiry';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the W-8 expiry on the success page', () => {
  it('is 31 December of the third calendar year after the sign date', () => {
    const signed = signedOn('w8ben_2021', '03-15-2025', null);
    expect(signed?.toISOString()).toBe('2025-03-15T00:00:00.000Z');
    expect(expiryOf('w8ben_2021', signed)?.toISOString()).toBe('2028-12-31T00:00:00.000Z');
    expect(expiryOf('w8ben_2021', signedOn('w8ben_2021', '12-31-2026', null))?.getUTCFullYear()).toBe(2029);
  });

  it('reads the sign date as a calendar day in any time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(expiryOf('w8ben_2021', signedOn('w8ben_2021', '01-01-2027', null))?.getUTCFullYear()).toBe(2030);
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(expiryOf('w8ben_2021', signedOn('w8ben_2021', '12-31-2026', null))?.getUTCFullYear()).toBe(2029);
  });

  it("signed in a group, counts from the group's sign date, not the UTC time of signing", () => {
    // 19:00 on 31 December in New York is already 1 January in UTC: the form says 31 December.
    expect(
      expiryOf('w8ben_2021', signedOn('w8ben_2021', 'December 31, 2026', '2027-01-01T00:00:30.000Z'))?.getUTCFullYear(),
    ).toBe(2029);
  });

  it('falls back to the day of the last workflow change', () => {
    expect(
      expiryOf('w8ben_2021', signedOn('w8ben_2021', 'NOT A DATE', '2026-11-22T10:00:00.000Z'))?.getUTCFullYear(),
    ).toBe(2029);
    expect(signedOn('w8ben_2021', undefined, null)).toBeNull();
    expect(expiryOf('w8ben_2021', null)).toBeNull();
  });

  it('does not exist for W-9 and CRS forms', () => {
    expect(expiryOf('w9_2024', signedOn('w9_2024', '03-15-2025', null))).toBeNull();
    expect(expiryOf('crsi_2024', signedOn('crsi_2024', '15-03-2025', null))).toBeNull();
  });
});

describe('the success page validity at midnight on 31 December (ADR 073)', () => {
  // The sign date each time zone's sign dialog shows at that instant (SigningDialog.test.tsx), and the time of the
  // last workflow change, which the success page must not count from.
  it.each([
    ['America/New_York', '2027-01-01T04:55:00Z', '12-31-2026', '31 December 2029'],
    ['America/New_York', '2027-01-01T05:05:00Z', '01-01-2027', '31 December 2030'],
    ['Asia/Tokyo', '2026-12-31T14:55:00Z', '12-31-2026', '31 December 2029'],
    ['Asia/Tokyo', '2026-12-31T15:05:00Z', '12-31-2026', '31 December 2029'],
  ])('in %s, signed at %s on %s: valid until %s', (timeZone, at, signDate, until) => {
    vi.stubEnv('TZ', timeZone);
    const expiry = expiryOf('w8ben_2021', signedOn('w8ben_2021', signDate, at));
    expect(expiry && formatLongDate(expiry, 'en')).toBe(until);
  });
});
