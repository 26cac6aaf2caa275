import { afterEach, describe, expect, it } from 'vitest';
import { setMessageOverrides, withMessageOverrides } from './language';

/** ADR 044: config/preload.json's overrides — `messages` in every language, `localizedMessages` in their own. */
describe("the institution's message overrides", () => {
  afterEach(() => setMessageOverrides(null));

  it('the flat map goes over every language; a language of its own goes over it, in that language only', () => {
    setMessageOverrides({
      messages: { 'eula.p3': 'Ours everywhere', 'footer.copyright': 'Flat' },
      localizedMessages: { de: { 'eula.p3': 'Unsere Fassung' } },
    });
    const catalogue = { 'eula.p3': 'Catalogue', 'eula.p1': 'Kept' };
    expect(withMessageOverrides('de', catalogue)).toEqual({
      'eula.p3': 'Unsere Fassung',
      'eula.p1': 'Kept',
      'footer.copyright': 'Flat',
    });
    expect(withMessageOverrides('fr', catalogue)['eula.p3']).toBe('Ours everywhere');
  });

  it('no preload: the catalogue as it is', () => {
    setMessageOverrides(undefined);
    expect(withMessageOverrides('en', { a: 'b' })).toEqual({ a: 'b' });
  });
});
