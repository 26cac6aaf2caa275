import { describe, expect, it } from 'vitest';
import { certificationText } from './certification-text';

describe('certificationText', () => {
  it('gives the four W-9 items and strikes item 2 for backup withholding', () => {
    const plain = certificationText('w9_2024', { certification: { subjectToBackupWhd: false } }, 'certification');
    expect(plain.items.map((i) => i.key)).toEqual([1, 2, 3, 4].map((n) => `certification.w9.item${n}`));
    expect(plain.items.some((i) => i.struck)).toBe(false);
    const struck = certificationText('w9_2018', { certification: { subjectToBackupWhd: true } }, 'certification');
    expect(struck.items.filter((i) => i.struck).map((i) => i.key)).toEqual(['certification.w9.item2']);
  });
  it('falls back to a generic text for other forms', () => {
    expect(certificationText('w8ben_2021', {}, 'part3').items).toEqual([]);
  });
});
