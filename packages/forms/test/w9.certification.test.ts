import { certificationText } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w9_2018, w9_2024 } from '../src/w9';

describe('W-9 certification (Part II)', () => {
  it('gives the four numbered items of its revision and strikes item 2 for backup withholding, ticked as true or "true"', () => {
    const plain = certificationText(w9_2024, { certification: { subjectToBackupWhd: false } });
    expect(plain.introKey).toBe('certification.w9.intro');
    expect(plain.noteKey).toBe('certification.w9.instructions');
    expect(plain.items.map((i) => `${i.marker} ${i.key}`)).toEqual(
      [1, 2, 3, 4].map((n) => `${n}. certification.w9.item${n}`),
    );
    expect(plain.items.some((i) => i.struck)).toBe(false);
    const struck = certificationText(w9_2018, { certification: { subjectToBackupWhd: true } });
    expect(struck.items.filter((i) => i.struck).map((i) => i.key)).toEqual(['certification.w9_2018.item2']);
    expect(certificationText(w9_2024, { certification: { subjectToBackupWhd: 'true' } }).items[1]?.struck).toBe(true);
    expect(certificationText(w9_2024, { certification: { subjectToBackupWhd: 'false' } }).items[1]?.struck).toBe(false);
  });

  it('keeps each revision to its own item 2, instructions and LLC note', () => {
    const keys = (def: typeof w9_2024) => {
      const text = certificationText(def, {});
      const llc = def.blocks
        .find((b) => b.id === 'classification')
        ?.questions.find((q) => q.id === 'llcClassification');
      return [text.items[1]?.key, text.noteKey, llc?.hint];
    };
    expect(keys(w9_2024)).toEqual([
      'certification.w9.item2',
      'certification.w9.instructions',
      'questionnaire.w9Classification.llcClassification.hint',
    ]);
    expect(keys(w9_2018)).toEqual([
      'certification.w9_2018.item2',
      'certification.w9_2018.instructions',
      'questionnaire.w9Classification.2018.llcClassification.hint',
    ]);
  });
});
