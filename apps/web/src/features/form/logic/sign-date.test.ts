import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_SIGN_DATE_FORMAT } from '@taxcert/forms';
import { formatToday } from '../../../lib/i18n/today';
import { groupSignDate, signDateFormat, signDateOf } from './sign-date';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sign dialog date formats (app-shell.md §5)', () => {
  const now = new Date('2026-03-07T12:00:00Z');

  it('is MM-dd-yyyy for W-8 and W-9', () => {
    for (const type of ['w9_2024', 'w9_2018', 'w8ben_2021', 'w8bene_2021', 'w8imy', 'w8eci', 'w8exp_2023']) {
      expect(signDateFormat(type)).toBe('MM-dd-yyyy');
    }
    vi.stubEnv('TZ', 'UTC');
    expect(signDateOf('w8ben_2021', now)).toBe('03-07-2026');
  });

  it('is dd-MM-yyyy for CRS and FATCA CRS', () => {
    for (const type of ['crsi_2024', 'crse', 'crscp', 'ucrse_2019', 'fatca_crsi_2023'])
      expect(signDateFormat(type)).toBe('dd-MM-yyyy');
    vi.stubEnv('TZ', 'UTC');
    expect(signDateOf('crsi_2024', now)).toBe('07-03-2026');
  });

  it('is yyyy-MM-dd for rc518 and rc519', () => {
    for (const type of ['rc518', 'rc518_2024', 'rc519', 'rc519_2024']) expect(signDateFormat(type)).toBe('yyyy-MM-dd');
    vi.stubEnv('TZ', 'UTC');
    expect(signDateOf('rc519_2024', now)).toBe('2026-03-07');
  });

  it("is 'MMMM dd, yyyy' for the combined group", () => {
    expect(GROUP_SIGN_DATE_FORMAT).toBe('MMMM dd, yyyy');
    vi.stubEnv('TZ', 'UTC');
    expect(groupSignDate(now)).toBe('March 07, 2026');
  });

  it('caps today at the UTC date when the local date is ahead', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati'); // UTC+14: already 8 March locally
    expect(formatToday('yyyy-MM-dd', new Date('2026-03-07T12:00:00Z'))).toBe('2026-03-07');
  });
});
