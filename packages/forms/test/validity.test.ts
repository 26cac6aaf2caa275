import { describe, expect, it } from 'vitest';
import { signedDay, validUntil } from '../src/validity';

describe('validity of a signed form', () => {
  it('W-8BEN, W-8BEN-E, W-8ECI and W-8EXP: 31 December of the third calendar year after signing', () => {
    expect(validUntil('w8ben_2021', new Date('2025-03-15T10:00:00Z'))).toBe('2028-12-31');
    expect(validUntil('w8bene_2021', new Date('2025-12-31T23:59:00Z'))).toBe('2028-12-31');
    expect(validUntil('w8eci', new Date('2026-01-01T00:00:00Z'))).toBe('2029-12-31');
    expect(validUntil('w8exp_2023', new Date('2026-06-01T00:00:00Z'))).toBe('2029-12-31');
  });

  it('W-8IMY, W-9, CRS and unknown types do not expire', () => {
    for (const type of ['w8imy_2021', 'w9_2024', 'crsi_2024', 'rc518_2024', 'nope']) {
      expect(validUntil(type, new Date('2025-03-15T10:00:00Z'))).toBeNull();
    }
  });
});

describe('the day a form was signed on', () => {
  it("reads the date written on the form, in the form's format or the group's", () => {
    expect(signedDay('12-31-2026', 'MM-dd-yyyy')).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(signedDay('31-12-2026', 'dd-MM-yyyy')).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(signedDay('December 31, 2026', 'MM-dd-yyyy')).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(signedDay('January 01, 2027', 'MM-dd-yyyy')).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('a W-8 signed in a group on 31 December counts from that year, whatever the UTC time of signing', () => {
    const day = signedDay('December 31, 2026', 'MM-dd-yyyy');
    expect(day && validUntil('w8ben_2021', day)).toBe('2029-12-31');
  });

  it('is null for anything else', () => {
    for (const text of [
      undefined,
      42,
      '',
      '2026-12-31',
      '13-45-2026',
      '02-30-2026',
      'NOT YET REQUESTED',
      'Smarch 01, 2026',
    ]) {
      expect(signedDay(text, 'MM-dd-yyyy'), String(text)).toBeNull();
    }
    expect(signedDay('2026-12-31', 'yyyy-MM-dd')).toEqual(new Date('2026-12-31T00:00:00Z'));
  });
});
