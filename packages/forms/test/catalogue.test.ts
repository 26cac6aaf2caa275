import { describe, expect, it } from 'vitest';
import {
  formCatalogue,
  formGroupCatalogue,
  formTypes,
  isCatalogued,
  isFormGroup,
  signDateFormatOf,
  usesEsignPin,
} from '../src/index';

const byFamily = (family: string) =>
  Object.values(formCatalogue)
    .filter((entry) => entry.family === family)
    .map((entry) => entry.formType)
    .sort();

describe('form catalogue', () => {
  it('holds the 26 form types of the spec, each under its own key', () => {
    expect(formTypes).toHaveLength(26);
    expect(Object.keys(formCatalogue)).toHaveLength(26);
    for (const [key, entry] of Object.entries(formCatalogue)) expect(entry.formType).toBe(key);
  });

  it('puts each type in its family', () => {
    expect(byFamily('W')).toEqual([
      ...['w8ben', 'w8ben_2021', 'w8bene', 'w8bene_2017', 'w8bene_2021', 'w8eci', 'w8eci_2021'],
      ...['w8exp', 'w8exp_2023', 'w8imy', 'w8imy_2017', 'w8imy_2021', 'w9_2018', 'w9_2024'],
    ]);
    expect(byFamily('CRS')).toEqual(['crscp', 'crse', 'crsi', 'crsi_2024', 'ucrse_2019']);
    expect(byFamily('FATCA CRS')).toEqual(['fatca_crse_2022', 'fatca_crse_2023', 'fatca_crsi_2023']);
    expect(byFamily('RC')).toEqual(['rc518', 'rc518_2024', 'rc519', 'rc519_2024']);
  });

  it('uses MM-dd-yyyy for W forms and dd-MM-yyyy for CRS, FATCA CRS and RC forms', () => {
    for (const entry of Object.values(formCatalogue)) {
      expect(entry.dateFormat).toBe(entry.family === 'W' ? 'MM-dd-yyyy' : 'dd-MM-yyyy');
    }
  });

  it("gives the sign dialog's date format of each family (app-shell.md §5)", () => {
    for (const type of ['w9_2024', 'w9_2018', 'w8ben_2021', 'w8bene_2021', 'w8imy', 'w8eci', 'w8exp_2023'])
      expect(signDateFormatOf(type)).toBe('MM-dd-yyyy');
    for (const type of ['crsi_2024', 'crse', 'crscp', 'ucrse_2019', 'fatca_crsi_2023'])
      expect(signDateFormatOf(type)).toBe('dd-MM-yyyy');
    for (const type of ['rc518', 'rc518_2024', 'rc519', 'rc519_2024'])
      expect(signDateFormatOf(type)).toBe('yyyy-MM-dd');
    expect(signDateFormatOf('unknown')).toBe('MM-dd-yyyy');
  });

  it('signs CRS and FATCA CRS forms without the e-signature PIN, every other form (and an unknown type) with it', () => {
    const withoutPin = Object.values(formCatalogue)
      .filter((entry) => !entry.esignPin)
      .map((entry) => entry.formType)
      .sort();
    expect(withoutPin).toEqual([
      'crscp',
      'crse',
      'crsi',
      'crsi_2024',
      'fatca_crse_2022',
      'fatca_crse_2023',
      'fatca_crsi_2023',
      'ucrse_2019',
    ]);
    expect(usesEsignPin('w9_2024')).toBe(true);
    expect(usesEsignPin('crsi_2024')).toBe(false);
    expect(usesEsignPin('unknown')).toBe(true);
  });

  it('names the signature section of each form', () => {
    const section = (type: keyof typeof formCatalogue) => formCatalogue[type].signatureSection;
    expect(section('w9_2024')).toBe('certification');
    expect(section('w8ben_2021')).toBe('part3');
    expect(section('crsi_2024')).toBe('part3');
    expect(section('w8bene_2021')).toBe('part30');
    expect(section('w8eci_2021')).toBe('part2');
    expect(section('w8imy_2021')).toBe('part29');
    expect(section('w8exp_2023')).toBe('part4');
    expect(section('crse')).toBe('part4');
    expect(section('ucrse_2019')).toBe('part4');
    expect(section('crscp')).toBe('part4');
    expect(section('fatca_crse_2023')).toBe('signature');
    expect(section('rc519_2024')).toBe('signature');
  });

  it('flags stock-market data only on the entity forms that ask for a securities market (our assumption)', () => {
    const withMarkets = Object.values(formCatalogue)
      .filter((entry) => entry.hasStockMarketData)
      .map((entry) => entry.formType)
      .sort();
    expect(withMarkets).toEqual([
      'crse',
      'fatca_crse_2022',
      'fatca_crse_2023',
      'ucrse_2019',
      'w8bene',
      'w8bene_2017',
      'w8bene_2021',
    ]);
    expect(Object.values(formCatalogue).some((entry) => entry.supportsNoFormDocument)).toBe(false);
  });

  it('recognises catalogued types only', () => {
    expect(isCatalogued('w9_2024')).toBe(true);
    expect(isCatalogued('W9_2024')).toBe(false);
    expect(isCatalogued('w9')).toBe(false);
    expect(isCatalogued('toString')).toBe(false);
  });

  it('groups crsi_2024 with w8ben_2021 as crsiw8ben', () => {
    expect(formGroupCatalogue.crsiw8ben).toEqual(['crsi_2024', 'w8ben_2021']);
    expect(isFormGroup('crsiw8ben')).toBe(true);
    expect(isFormGroup('w9_2024')).toBe(false);
    expect(isFormGroup('toString')).toBe(false);
  });
});
