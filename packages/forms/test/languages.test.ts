import { describe, expect, it } from 'vitest';
import { formCatalogue } from '../src/catalogue';
import { formLocale, shownInsteadOf } from '../src/languages';

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

describe('the language a form shows in instead of the interface’s (ADR 006, as data)', () => {
  it('names English where the form, or a form of the group, does not exist in the language', () => {
    expect(shownInsteadOf('w9_2024', 'de')).toBe('en');
    expect(shownInsteadOf('rc518_2024', 'pl')).toBe('en');
    expect(shownInsteadOf('crsiw8ben', 'fr')).toBe('en');
  });
  it('is null where it does', () => {
    expect(shownInsteadOf('w9_2024', 'en')).toBeNull();
    expect(shownInsteadOf('crsi_2024', 'zh-hant')).toBeNull();
    expect(shownInsteadOf('rc519_2024', 'fr')).toBeNull();
    expect(shownInsteadOf('crsiw8ben', 'en')).toBeNull();
  });
  it('says for every form type where its languages come from', () => {
    for (const entry of Object.values(formCatalogue))
      expect(entry.languagesSource.length, entry.formType).toBeGreaterThan(20);
  });
});
