import { certificationText } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w9_2018, w9_2024 } from '../src/w9';
import { w8ben_2021 } from '../src/w8ben';

describe('W-9 certification (Part II)', () => {
  it('gives the four W-9 items and strikes item 2 for backup withholding', () => {
    const plain = certificationText(w9_2024, { certification: { subjectToBackupWhd: false } });
    expect(plain.introKey).toBe('certification.w9.intro');
    expect(plain.noteKey).toBe('certification.w9.instructions');
    expect(plain.items.map((i) => i.key)).toEqual([1, 2, 3, 4].map((n) => `certification.w9.item${n}`));
    expect(plain.items.some((i) => i.struck)).toBe(false);
    const struck = certificationText(w9_2018, { certification: { subjectToBackupWhd: true } });
    expect(struck.items.filter((i) => i.struck).map((i) => i.key)).toEqual(['certification.w9.item2']);
    expect(certificationText(w9_2024, { certification: { subjectToBackupWhd: 'true' } }).items[1]?.struck).toBe(true);
  });

  it('certifies a form that declares no items with its own certification statement (the text its PDF prints)', () => {
    expect(certificationText(w8ben_2021, {}).items).toEqual([]);
    expect(certificationText(w8ben_2021, {}).introKey).toBe('questionnaire.w8ben.certification.statement');
  });
});
