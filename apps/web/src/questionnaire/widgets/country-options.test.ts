import { describe, expect, it } from 'vitest';
import { monthNames } from '../../lib/i18n/locale-format';
import { countryOptionsFor, offeredCountryName } from './JurisdictionWidget';

/** A form's one-off lists are built once per language and shared by its fields. */
describe('lists built once per language', () => {
  const names = new Map([
    ['DE', 'Germany'],
    ['FR', 'France'],
    ['AT', 'Austria'],
  ]);
  const reference = {
    jurisdictions: [
      { countryCodeAlpha: 'DE', isoJurisdictionName: 'Germany', aliases: [] },
      { countryCodeAlpha: 'FR', isoJurisdictionName: 'France', aliases: [] },
      { countryCodeAlpha: 'AT', isoJurisdictionName: 'Austria', aliases: ['Österreich'] },
    ],
    usTaxTreatyCountries: ['DE', 'AT'],
    annexIICountries: [],
  } as unknown as Parameters<typeof countryOptionsFor>[1];

  it('gives every country field the same sorted list, and another one per restriction and language', () => {
    const first = countryOptionsFor(names, reference, undefined, 'en');
    expect(first.map((option) => option.name)).toEqual(['Austria', 'France', 'Germany']);
    expect(countryOptionsFor(names, reference, undefined, 'en')).toBe(first);
    const treaty = countryOptionsFor(names, reference, 'treaty', 'en');
    expect(treaty.map((option) => option.code)).toEqual(['AT', 'DE']);
    expect(countryOptionsFor(names, reference, undefined, 'de')).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('names a chosen country as the list would, without building the list, and only if the list offers it', () => {
    for (const restriction of [undefined, 'treaty'] as const)
      for (const code of ['AT', 'DE', 'FR', 'XX'])
        expect(offeredCountryName(names, reference, restriction, code), `${restriction} ${code}`).toBe(
          countryOptionsFor(names, reference, restriction, 'en').find((option) => option.code === code)?.name,
        );
    expect(offeredCountryName(names, reference, 'treaty', 'FR')).toBeUndefined();
    // A code the names lack: the reference data's name.
    expect(offeredCountryName(new Map(), reference, undefined, 'AT')).toBe('Austria');
  });

  it('builds the month names once per language, in the stand-alone form', () => {
    const polish = monthNames('pl');
    expect(monthNames('pl')).toBe(polish);
    expect(polish[0]).toBe('styczeń');
    expect(monthNames('en')[11]).toBe('December');
  });
});
