import { describe, expect, it } from 'vitest';
import { definedFormTypes, hasDefinition, loadDefinition } from '../src/index';

describe('definition registry', () => {
  it('loads the W-9 Rev. March 2024', async () => {
    const def = await loadDefinition('w9_2024');
    expect(def).toMatchObject({
      formType: 'w9_2024',
      family: 'W',
      revision: 'Rev. March 2024',
      dateFormat: 'MM-dd-yyyy',
      signatureSection: 'certification',
    });
  });

  it('loads the W-9 Rev. October 2018', async () => {
    const def = await loadDefinition('w9_2018');
    expect(def).toMatchObject({ formType: 'w9_2018', family: 'W', revision: 'Rev. October 2018' });
  });

  it('gives undefined for an unknown type and for a catalogued type not defined yet', async () => {
    await expect(loadDefinition('nope')).resolves.toBeUndefined();
    await expect(loadDefinition('constructor')).resolves.toBeUndefined();
    await expect(loadDefinition('w8ben_2021')).resolves.toBeUndefined();
  });

  it('says which types have a definition', () => {
    expect(hasDefinition('w9_2024')).toBe(true);
    expect(hasDefinition('w8ben_2021')).toBe(false);
    expect(hasDefinition('nope')).toBe(false);
    expect(definedFormTypes().sort()).toEqual(['w9_2018', 'w9_2024']);
  });

  it('places the signature section as a block of the definition', async () => {
    for (const type of definedFormTypes()) {
      const def = await loadDefinition(type);
      expect(def?.blocks.map((b) => b.id)).toContain(def?.signatureSection);
    }
  });
});
