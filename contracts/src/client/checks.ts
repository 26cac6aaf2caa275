import type { CustomerData } from '../schemas/config';
import type { ApiError } from '../schemas/error';
import type { LanguageSummary } from '../schemas/language';
import { isLocale } from './locales';

/*
 * Checks, without zod, of the few wire shapes a browser reads before its first screen (the error envelope,
 * the static language list, a message catalogue and the header's decrypted customer data). Each one answers exactly what its contract schema's
 * `safeParse(value).success` answers — test/client-checks.test.ts holds them to that over valid and broken
 * values — and is typed by the schema's own inferred type, so the schema stays the one definition.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]): boolean =>
  Object.keys(value).every((key) => keys.includes(key));

/** `ErrorSchema`: `{code: integer, message: string}`, nothing else. */
export function isApiError(value: unknown): value is ApiError {
  return (
    isObject(value) &&
    hasOnlyKeys(value, ['code', 'message']) &&
    typeof value.code === 'number' &&
    Number.isInteger(value.code) &&
    typeof value.message === 'string'
  );
}

/** `LanguageListSchema`: a list of `{locale: one of the nine, name: string}`, nothing else. */
export function isLanguageList(value: unknown): value is LanguageSummary[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isObject(item) &&
        hasOnlyKeys(item, ['locale', 'name']) &&
        isLocale(item.locale) &&
        typeof item.name === 'string',
    )
  );
}

/** `LanguageSchema.shape.messages`: a flat catalogue, key → text. */
export function isMessageCatalogue(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((text) => typeof text === 'string');
}

/** `CustomerDataSchema`: the decrypted `{CustomerName: string, CustomerEmailAddress: string | null}`, nothing else. */
export function isCustomerData(value: unknown): value is CustomerData {
  return (
    isObject(value) &&
    hasOnlyKeys(value, ['CustomerName', 'CustomerEmailAddress']) &&
    typeof value.CustomerName === 'string' &&
    (typeof value.CustomerEmailAddress === 'string' || value.CustomerEmailAddress === null)
  );
}
