import { describe, expect, it } from 'vitest';
import { mapLocale } from './locale';

/** The mapping itself is contracts' matchLocale (contracts/test/locale.test.ts); the app falls back to English. */
describe('mapLocale', () => {
  it('maps a tag to its interface language', () => {
    expect(mapLocale('zh_TW')).toBe('zh-hant');
    expect(mapLocale('de-CH')).toBe('de');
  });
  it('defaults to en', () => {
    for (const code of [undefined, null, '', 'pt-BR', 'ja']) expect(mapLocale(code)).toBe('en');
  });
});
