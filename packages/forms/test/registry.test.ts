import { describe, expect, it } from 'vitest';
import { definedFormTypes, hasDefinition, loadDefinition, loadGroupDefinition } from '../src/index';

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
    await expect(loadDefinition('w8bene')).resolves.toBeUndefined();
  });

  it('says which types have a definition', () => {
    expect(hasDefinition('w9_2024')).toBe(true);
    expect(hasDefinition('w8ben_2021')).toBe(true);
    expect(hasDefinition('w8bene_2021')).toBe(true);
    expect(hasDefinition('w8bene')).toBe(false);
    expect(hasDefinition('nope')).toBe(false);
    expect(definedFormTypes().sort()).toEqual([
      'crscp',
      'crse',
      'crsi',
      'crsi_2024',
      'fatca_crse_2022',
      'fatca_crse_2023',
      'fatca_crsi_2023',
      'rc518',
      'rc518_2024',
      'rc519',
      'rc519_2024',
      'ucrse_2019',
      'w8ben',
      'w8ben_2021',
      'w8bene_2017',
      'w8bene_2021',
      'w8eci',
      'w8eci_2021',
      'w8exp',
      'w8exp_2023',
      'w8imy_2017',
      'w8imy_2021',
      'w9_2018',
      'w9_2024',
    ]);
  });

  it('loads W-8BEN Rev. October 2021 and CRS individual 2024 with their signer under part3', async () => {
    expect(await loadDefinition('w8ben_2021')).toMatchObject({
      formType: 'w8ben_2021',
      family: 'W',
      revision: 'Rev. October 2021',
      signatureSection: 'part3',
      dateFormat: 'MM-dd-yyyy',
    });
    expect(await loadDefinition('crsi_2024')).toMatchObject({
      formType: 'crsi_2024',
      family: 'CRS',
      signatureSection: 'part3',
      dateFormat: 'dd-MM-yyyy',
    });
  });

  it('loads the crsiw8ben group as one definition of both forms', async () => {
    const group = await loadGroupDefinition('crsiw8ben');
    expect(group?.formType).toBe('crsi_2024+w8ben_2021');
    expect(group?.blocks[0]?.id).toBe('crsi_2024/crsName');
    expect(group?.signatureSection).toBe('crsi_2024/part3');
    await expect(loadGroupDefinition('nope')).resolves.toBeUndefined();
  });

  it('places the signature section as a block of the definition', async () => {
    for (const type of definedFormTypes()) {
      const def = await loadDefinition(type);
      expect(def?.blocks.map((b) => b.id)).toContain(def?.signatureSection);
    }
  });
});
