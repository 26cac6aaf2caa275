import { describe, expect, it } from 'vitest';
import { matchLocale } from '../src';

/** The one mapping of language tags to the nine interface languages (app-shell.md §9), for the web and the simulator. */
describe('matchLocale', () => {
  it('maps the regional Chinese codes of app-shell.md §9 (any case, _ or -), and zh-cn', () => {
    for (const code of ['zh-cnt', 'zh-hk', 'zh-mo', 'zh-tw', 'ZH-TW', 'zh_HK'])
      expect(matchLocale(code)).toBe('zh-hant');
    for (const code of ['zh-sg', 'zh-CN', 'zh']) expect(matchLocale(code)).toBe('zh');
    expect(matchLocale('zh-hant')).toBe('zh-hant');
  });
  it('keeps supported languages and reduces regional variants to them', () => {
    expect(matchLocale('de')).toBe('de');
    expect(matchLocale('de-CH')).toBe('de');
    expect(matchLocale(' fr-CA ')).toBe('fr');
    expect(matchLocale('pl-PL')).toBe('pl');
    expect(matchLocale('en-US')).toBe('en');
  });
  it('answers undefined for anything else', () => {
    for (const code of [undefined, null, '', 'pt-BR', 'ja', '*']) expect(matchLocale(code)).toBeUndefined();
  });
});
