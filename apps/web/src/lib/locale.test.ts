import { describe, expect, it } from 'vitest';
import { mapLocale } from './locale';

describe('mapLocale', () => {
  it('maps the regional Chinese codes of §9', () => {
    for (const code of ['zh-cnt', 'zh-hk', 'zh-mo', 'zh-tw', 'ZH-TW', 'zh_HK']) expect(mapLocale(code)).toBe('zh-hant');
    expect(mapLocale('zh-sg')).toBe('zh');
    expect(mapLocale('zh')).toBe('zh');
    expect(mapLocale('zh-hant')).toBe('zh-hant');
  });
  it('keeps supported languages and reduces regional variants to them', () => {
    expect(mapLocale('de')).toBe('de');
    expect(mapLocale('de-CH')).toBe('de');
    expect(mapLocale('fr-CA')).toBe('fr');
    expect(mapLocale('en-US')).toBe('en');
  });
  it('defaults to en', () => {
    expect(mapLocale(undefined)).toBe('en');
    expect(mapLocale('')).toBe('en');
    expect(mapLocale('pt-BR')).toBe('en');
    expect(mapLocale('ja')).toBe('en');
  });
});
