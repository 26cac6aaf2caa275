/**
 * scripts/generate-reference.ts: the generated static data is valid, consistent, and the committed
 * fixtures/reference/static-data.json is what the generator produces today.
 * Run: npx vitest run scripts/test/generate-reference.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import './fail-on-console';
import { StaticDataSchema } from '../../contracts/src/schemas/reference';
import { OUTPUT_PATH, buildStaticData, formatJson, renderStaticData, toSearchText } from '../generate-reference';

const data = buildStaticData();
const igaOf = (code: string): number | undefined =>
  data.jurisdictions.find((j) => j.countryCodeAlpha === code)?.igaModel;

describe('generate-reference', () => {
  it('builds data that the contract schema accepts', () => {
    expect(() => StaticDataSchema.parse(data)).not.toThrow();
  });

  it('lists every i18n-iso-countries code once, sorted, with official names and aliases', () => {
    const codes = data.jurisdictions.map((j) => j.countryCodeAlpha);
    expect(codes).toHaveLength(250);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    const gb = data.jurisdictions.find((j) => j.countryCodeAlpha === 'GB');
    expect(gb).toEqual({
      countryCodeAlpha: 'GB',
      isoJurisdictionName: 'United Kingdom',
      aliases: ['UK', 'Great Britain'],
      locales: ['en'],
      igaModel: 2,
    });
  });

  it('assigns IGA models per the documented lists', () => {
    expect(igaOf('US')).toBe(6);
    for (const code of ['AS', 'GU', 'MP', 'PR', 'VI', 'UM']) expect(igaOf(code)).toBe(5);
    for (const code of ['AT', 'BM', 'CH', 'CL', 'HK', 'JP', 'MD', 'MO', 'NI', 'PY', 'SM', 'TW'])
      expect(igaOf(code)).toBe(4);
    for (const code of ['GB', 'DE', 'CN', 'KY', 'ZA']) expect(igaOf(code)).toBe(2);
    expect(data.jurisdictions.filter((j) => j.igaModel === 3)).toEqual([]);
    expect(igaOf('AQ')).toBe(1);
  });

  it('keeps the treaty-country lists consistent', () => {
    const treaty = data.usTaxTreatyCountries;
    expect(treaty).toHaveLength(66);
    expect(treaty).not.toContain('HU');
    expect(treaty).toEqual(expect.arrayContaining(['CL', 'RU', 'CN']));
    expect(treaty).not.toEqual(expect.arrayContaining(['HK']));
    expect(data.lobs.map((l) => l.country)).toEqual(treaty);
    expect(data.otherArticles.map((o) => o.country)).toEqual(treaty);
    for (const code of Object.keys(data.specialRateProvisions)) expect(treaty).toContain(code);
    expect(data.annexIICountries).toEqual([]);
  });

  it('has no LOB options where the treaty has no LOB article', () => {
    for (const lob of data.lobs) {
      const options = Object.entries(lob).filter(([key]) => !['country', 'hasLobProvision', 'others'].includes(key));
      expect(options).toHaveLength(9);
      expect(options.every(([, v]) => v === lob.hasLobProvision)).toBe(true);
      expect(lob.others).toEqual([]);
    }
    const without = data.lobs.filter((l) => !l.hasLobProvision).map((l) => l.country);
    expect(without).toEqual(expect.arrayContaining(['AM', 'AZ', 'BY', 'GE', 'KG', 'MD', 'TJ', 'TM', 'UZ']));
  });

  it('gives special rates for the ten headline countries', () => {
    expect(Object.keys(data.specialRateProvisions)).toEqual([
      'CA',
      'CH',
      'CN',
      'DE',
      'FR',
      'GB',
      'IE',
      'IN',
      'JP',
      'NL',
    ]);
    expect(data.specialRateProvisions.NL?.standard).toContainEqual({
      incomeType: 'Royalties',
      article: '13(1)',
      percentage: 0,
    });
    expect(data.specialRateProvisions.CN?.standard.map((r) => r.article)).toEqual(['9(2)', '10(2)', '11(2)']);
    expect(data.specialRateProvisions.FR?.pension).toEqual([]);
    expect(data.specialRateProvisions.GB?.pension).toEqual([
      { incomeType: 'Dividends', article: '10(3)(b)', percentage: 0 },
    ]);
  });

  it('builds accent-free search strings for stock markets', () => {
    expect(toSearchText('Xetra (Deutsche Börse)', 'XETR', 'DE', 'Germany')).toBe(
      'xetra deutsche borse xetr de germany',
    );
    const mics = data.stockMarkets.map((m) => m.mic);
    expect(mics).toHaveLength(28);
    expect(new Set(mics).size).toBe(28);
    expect(data.stockMarkets.find((m) => m.mic === 'BVMF')?.searchName).toBe('b3 brasil bolsa balcao bvmf br brazil');
  });

  it('formats JSON losslessly and deterministically', () => {
    expect(JSON.parse(formatJson(data))).toEqual(data);
    expect(renderStaticData()).toBe(renderStaticData());
  });

  it('matches the committed fixture (run the generator if this fails)', () => {
    const committed = readFileSync(OUTPUT_PATH, 'utf8');
    expect(committed).toBe(renderStaticData());
    expect(() => StaticDataSchema.parse(JSON.parse(committed))).not.toThrow();
  });
});
