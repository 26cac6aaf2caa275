import { describe, expect, it } from 'vitest';
import { formLocale } from '../src/languages';

describe('the language of a form type’s calls', () => {
  it('is English for IRS forms whatever the interface language', () => {
    expect(formLocale('w9_2024', 'de')).toBe('en');
    expect(formLocale('w8ben_2021', 'zh-hant')).toBe('en');
  });
  it('follows the interface for CRS forms, and French or English for the CRA forms', () => {
    expect(formLocale('crsi_2024', 'de')).toBe('de');
    expect(formLocale('fatca_crsi_2023', 'zh')).toBe('zh');
    expect(formLocale('rc518_2024', 'fr')).toBe('fr');
    expect(formLocale('rc519_2024', 'pl')).toBe('en');
  });
  it('is English for an unknown form type', () => {
    expect(formLocale('nope', 'fr')).toBe('en');
  });
});
