/**
 * `@taxcert/contracts/client`: what a browser needs of the contract at run time, without zod or a schema
 * (ADR 026) — the routes for ts-rest's client, the body codes, the PIN types, the interface languages and the
 * checks of the shapes read before the first screen. Everything here is either the definition itself
 * (codes, locales: the schemas are built from them) or generated from / tested against the contract's
 * schemas. test/client-entry.test.ts keeps this entry's imports free of zod and @ts-rest/core.
 */
export { isApiError, isCustomerData, isLanguageList, isMessageCatalogue } from './checks';
export { ErrorCodes, isRecommendationCode, isWarningCode, PinType } from './codes';
export { DEFAULT_LOCALE, isLocale, LOCALES, matchLocale, type Locale } from './locales';
export { clientRoutes } from './routes.generated';
