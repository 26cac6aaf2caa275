import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isApiError, isCustomerData, isLanguageList, isMessageCatalogue, LOCALES } from '../src/client';
import { CustomerDataSchema, ErrorSchema, LanguageListSchema, LanguageSchema, LocaleSchema } from '../src';

/** Each zod-free check answers what its contract schema answers (ADR 026), for valid values and broken ones. */
function agrees(check: (value: unknown) => boolean, schema: z.ZodTypeAny, values: unknown[]) {
  for (const value of values) expect(check(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
}

const notObjects = [null, undefined, 0, 400, 'x', true, [], [1]];
const staticLocales = new URL('../../apps/web/public/locales/', import.meta.url);

describe('zod-free checks of the shapes read before the first screen', () => {
  it('isApiError is ErrorSchema: an integer code and a message, nothing else', () => {
    const valid = [
      { code: 400, message: 'Bad request' },
      { code: -9999, message: '' },
      { code: 4012, message: 'expired' },
    ];
    expect(valid.every(isApiError)).toBe(true);
    agrees(isApiError, ErrorSchema, [
      ...valid,
      ...notObjects,
      {},
      { code: 400 },
      { message: 'x' },
      { code: 4.5, message: 'x' },
      { code: '400', message: 'x' },
      { code: Number.NaN, message: 'x' },
      { code: Number.POSITIVE_INFINITY, message: 'x' },
      { code: 400, message: null },
      { code: 400, message: 1 },
      { code: 400, message: 'x', extra: 1 },
      { code: 400, message: 'x', extra: undefined },
      { code: null, message: 'x' },
    ]);
  });

  it('isLanguageList is LanguageListSchema: {locale, name} items of the nine locales', () => {
    const all = LOCALES.map((locale) => ({ locale, name: locale.toUpperCase() }));
    const shipped: unknown = JSON.parse(readFileSync(new URL('languages.json', staticLocales), 'utf8'));
    expect(isLanguageList(all) && isLanguageList(shipped)).toBe(true);
    agrees(isLanguageList, LanguageListSchema, [
      all,
      shipped,
      ...notObjects,
      {},
      [{ locale: 'en', name: 'English' }],
      [{ locale: 'EN', name: 'English' }],
      [{ locale: 'pt', name: 'Português' }],
      [{ locale: 'en' }],
      [{ name: 'English' }],
      [{ locale: 'en', name: 1 }],
      [{ locale: 'en', name: 'English', extra: true }],
      [{ locale: 'en', name: 'English' }, null],
      [[{ locale: 'en', name: 'English' }]],
      [
        { locale: 'zh-hant', name: '繁體中文' },
        { locale: 'zh', name: '简体中文' },
      ],
    ]);
    expect([...LOCALES]).toEqual(LocaleSchema.options);
  });

  it('isMessageCatalogue is LanguageSchema.shape.messages: key → text, texts only', () => {
    const files = readdirSync(staticLocales).filter((file) => file.endsWith('.json') && file !== 'languages.json');
    const shipped = files.map((file): unknown => JSON.parse(readFileSync(new URL(file, staticLocales), 'utf8')));
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every(isMessageCatalogue)).toBe(true);
    agrees(isMessageCatalogue, LanguageSchema.shape.messages, [
      ...shipped,
      ...notObjects,
      {},
      { 'app.loading': 'Loading…' },
      { 'app.loading': 1 },
      { 'app.loading': null },
      { 'app.loading': 'Loading…', nested: { a: 'b' } },
      { 'app.loading': ['Loading…'] },
    ]);
  });

  it('isCustomerData is CustomerDataSchema: a name and an address or null, nothing else', () => {
    const valid = [
      { CustomerName: 'Jane Doe', CustomerEmailAddress: 'jane.doe@example.com' },
      { CustomerName: 'Zoë Ōkubo', CustomerEmailAddress: null },
    ];
    expect(valid.every(isCustomerData)).toBe(true);
    agrees(isCustomerData, CustomerDataSchema, [
      ...valid,
      ...notObjects,
      {},
      { CustomerName: 'Jane Doe' },
      { CustomerEmailAddress: null },
      { CustomerName: null, CustomerEmailAddress: null },
      { CustomerName: 'Jane Doe', CustomerEmailAddress: 1 },
      { CustomerName: 'Jane Doe', CustomerEmailAddress: undefined },
      { CustomerName: 'Jane Doe', CustomerEmailAddress: null, CustomerId: 7 },
    ]);
  });
});
