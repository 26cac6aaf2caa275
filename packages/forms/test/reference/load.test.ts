import { readFileSync } from 'node:fs';
import type { StaticData } from '@taxcert/contracts';
import { defaultAnswers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import {
  formReference,
  loadReference,
  staticReferenceSource,
  treatyCountriesOf,
  type ReferenceSource,
} from '../../src/index';
import { w8ben_2021 } from '../../src/w8ben';
import { w9_2024 } from '../../src/w9';

const staticData = JSON.parse(
  readFileSync(new URL('../../../../fixtures/reference/static-data.json', import.meta.url), 'utf8'),
) as StaticData;
const source = staticReferenceSource(staticData);

describe('the reference-data loader', () => {
  it('loads every list of the config calls, and the special rates of the countries asked for only', async () => {
    const reference = await loadReference(source, ['DE']);
    expect(reference.jurisdictions).toHaveLength(staticData.jurisdictions.length);
    expect(reference.usTaxTreatyCountries).toEqual(staticData.usTaxTreatyCountries);
    expect(reference.annexIICountries).toEqual(staticData.annexIICountries);
    expect(reference.stockMarkets).toEqual(staticData.stockMarkets);
    expect(reference.lobs).toEqual(staticData.lobs);
    expect(reference.igaSubClassificationsCombos).toEqual(staticData.igaSubClassificationsCombos);
    expect(reference.otherArticles).toEqual(staticData.otherArticles);
    expect(Object.keys(reference.specialRateProvisions ?? {})).toEqual(['DE']);
  });

  it("splits a country's two special-rate answers into standard and pension rates, as the static data holds them", async () => {
    const reference = await loadReference(source, ['DE', 'GB', 'CH']);
    for (const country of ['DE', 'GB', 'CH'])
      expect(reference.specialRateProvisions?.[country]).toEqual(staticData.specialRateProvisions[country]);
    expect(reference.specialRateProvisions?.DE?.standard).toContainEqual({
      incomeType: 'Dividends',
      article: '10(2)(b)',
      percentage: 15,
    });
  });

  it('gives a treaty country without special rates (the call answers 404) empty lists, so its claim offers Other Income only', async () => {
    expect(source.specialRateProvisions('AT', false)).toBeUndefined();
    expect((await loadReference(source, ['AT'])).specialRateProvisions).toEqual({ AT: { standard: [], pension: [] } });
  });

  it('never reads a country code off the object prototype', async () => {
    expect(source.specialRateProvisions('constructor', false)).toBeUndefined();
    expect((await loadReference(source, ['__proto__'])).specialRateProvisions).toEqual({
      ['__proto__']: { standard: [], pension: [] },
    });
  });

  it('leaves out what a failed call would have given, and keeps the rest', async () => {
    const failing: ReferenceSource = {
      ...source,
      lobs: () => Promise.reject(new Error('503')),
      specialRateProvisions: (country, pension) =>
        country === 'GB' ? Promise.reject(new Error('network')) : source.specialRateProvisions(country, pension),
    };
    const reference = await loadReference(failing, ['DE', 'GB']);
    expect(reference.lobs).toBeUndefined();
    expect(reference.usTaxTreatyCountries).toEqual(staticData.usTaxTreatyCountries);
    expect(Object.keys(reference.specialRateProvisions ?? {})).toEqual(['DE']);
  });

  it('adds the valid ch3/ch4 pairs of the form type from the online configuration, and nothing without them', () => {
    const pair = { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' };
    const config = { validCh3Ch4Combinations: { w8bene_2016: [pair] } } as never;
    expect(formReference({}, 'w8bene_2016', config)).toEqual({ validCh3Ch4Combinations: [pair] });
    expect(formReference({ lobs: [] }, 'w8ben_2021', config)).toEqual({ lobs: [] });
    expect(formReference({}, 'w8bene_2016', null)).toEqual({});
  });
});

describe('the treaty countries the answers chose', () => {
  it("reads the W-8BEN's line 9, once, and only a country code", () => {
    const answers = defaultAnswers(w8ben_2021);
    expect(treatyCountriesOf(w8ben_2021, answers)).toEqual([]);
    expect(treatyCountriesOf(w8ben_2021, { ...answers, treatyClaim: { claimed: 'Yes', country: 'DE' } })).toEqual([
      'DE',
    ]);
    expect(treatyCountriesOf(w8ben_2021, { ...answers, treatyClaim: { claimed: 'Yes', country: 'de' } })).toEqual([]);
    expect(treatyCountriesOf(w8ben_2021, { ...answers, treatyClaim: { claimed: 'Yes', country: ['DE'] } })).toEqual([]);
  });

  it('finds none on a form without a treaty question, whatever its country answers', () => {
    expect(treatyCountriesOf(w9_2024, { ...defaultAnswers(w9_2024), address: { country: 'DE' } })).toEqual([]);
  });
});
