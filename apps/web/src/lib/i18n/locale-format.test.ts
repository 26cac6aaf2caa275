import { LocaleSchema } from '@taxcert/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLongDate, formatMoment, formatNumber, monthNames } from './locale-format';

const expiry = new Date(Date.UTC(2029, 11, 31));

describe('dates and numbers in each interface language', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes an expiry date the way each of the nine languages does', () => {
    expect(
      Object.fromEntries(LocaleSchema.options.map((language) => [language, formatLongDate(expiry, language)])),
    ).toEqual({
      en: '31 December 2029',
      de: '31. Dezember 2029',
      es: '31 de diciembre de 2029',
      fr: '31 décembre 2029',
      it: '31 dicembre 2029',
      nl: '31 december 2029',
      pl: '31 grudnia 2029',
      zh: '2029年12月31日',
      'zh-hant': '2029年12月31日',
    });
  });

  it('reads the expiry in UTC, so a customer in New York or Auckland sees the same day', () => {
    for (const tz of ['America/New_York', 'Pacific/Auckland']) {
      vi.stubEnv('TZ', tz);
      expect(formatLongDate(expiry, 'pl'), tz).toBe('31 grudnia 2029');
      expect(formatLongDate(new Date(Date.UTC(2030, 0, 1)), 'en'), tz).toBe('1 January 2030');
    }
  });

  it('takes a regional tag or an unknown language as the interface does (de-CH → de, pt → en)', () => {
    expect(formatLongDate(expiry, 'de-CH')).toBe('31. Dezember 2029');
    expect(formatLongDate(expiry, 'zh-TW')).toBe('2029年12月31日');
    expect(formatLongDate(expiry, 'pt')).toBe('31 December 2029');
  });

  it('names the months as a list shows them: Polish in the nominative, Chinese with its numerals', () => {
    expect(monthNames('pl').slice(0, 3)).toEqual(['styczeń', 'luty', 'marzec']);
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[11]).toBe('December');
    expect(monthNames('zh-hant')[0]).toBe('一月');
    expect(monthNames('de')[2]).toBe('März');
  });

  it('writes an upload time in the customer’s own zone', () => {
    vi.stubEnv('TZ', 'Europe/Warsaw');
    const moment = new Date(Date.UTC(2026, 10, 24, 13, 5));
    expect(formatDateTime(moment, 'pl')).toBe('24 lis 2026, 14:05');
    expect(formatDateTime(moment, 'en')).toBe('24 Nov 2026, 14:05');
    vi.stubEnv('TZ', 'Asia/Shanghai');
    expect(formatDateTime(moment, 'zh')).toBe('2026-11-24 下午 9:05');
  });

  it('writes decimals and thousands the language’s way', () => {
    expect(formatNumber(1.25, 'en', 1)).toBe('1.3');
    expect(formatNumber(1.25, 'pl', 1)).toBe('1,3');
    expect(formatNumber(1.25, 'de', 1)).toBe('1,3');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr')).toBe('12\u202f345');
    expect(formatNumber(12345, 'zh-hant')).toBe('12,345');
  });
});

describe("a moment to quote, in the customer's own time zone", () => {
  const submitted = new Date('2026-11-24T13:45:00Z');

  it('shows the local date, time and zone: the same moment reads differently in Berlin, New York and Auckland', () => {
    expect(formatMoment(submitted, 'en', 'Europe/Berlin')).toBe('24 November 2026 at 14:45 CET');
    expect(formatMoment(submitted, 'de', 'Europe/Berlin')).toBe('24. November 2026 um 14:45 MEZ');
    expect(formatMoment(submitted, 'en', 'America/New_York')).toBe('24 November 2026 at 08:45 GMT-5');
    // Already the next day in Auckland.
    expect(formatMoment(submitted, 'en', 'Pacific/Auckland')).toBe('25 November 2026 at 02:45 GMT+13');
  });
});

describe("a language's date locale, loaded on demand", () => {
  // A module registry of its own: the test setup (testing/deferred-chunks.ts) has loaded every language in the shared one.
  const fresh = async () => {
    vi.resetModules();
    return import('./locale-format');
  };

  it('writes no date before the language has loaded, and the same words once it has', async () => {
    const format = await fresh();
    expect(() => format.formatLongDate(expiry, 'pl')).toThrow(/not loaded/);
    await format.loadDateLocale('pl');
    expect(format.formatLongDate(expiry, 'pl')).toBe('31 grudnia 2029');
    expect(() => format.monthNames('de')).toThrow(/not loaded/);
  });

  it('renders again once the language has loaded (useDateLocale)', async () => {
    const format = await fresh();
    const { renderHook, waitFor } = await import('@testing-library/react');
    const seen: string[] = [];
    renderHook(() => {
      const ready = format.useDateLocale('zh-hant');
      seen.push(ready);
      return ready;
    });
    await waitFor(() => expect(seen.at(-1)).toBe('ready'));
    expect(seen[0]).toBe('loading');
    expect(format.monthNames('zh-hant')[0]).toBe('一月');
  });

  it('says so when the language does not load, and tries again on the next call', async () => {
    vi.resetModules();
    vi.doMock('date-fns/locale/nl', () => {
      throw new Error('chunk failed');
    });
    const format = await import('./locale-format');
    const { renderHook, waitFor } = await import('@testing-library/react');
    const { result } = renderHook(() => format.useDateLocale('nl'));
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('failed'));
    vi.doUnmock('date-fns/locale/nl');
    await format.loadDateLocale('nl');
    expect(format.monthNames('nl')[2]).toBe('maart');
  });
});
