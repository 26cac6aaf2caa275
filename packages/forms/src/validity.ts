import { isCatalogued } from './catalogue';

/**
 * Forms W-8BEN, W-8BEN-E, W-8ECI and W-8EXP stay valid until 31 December of the third calendar year after
 * the year they were signed, unless a change in circumstances makes them incorrect
 * (signatures-and-validity.md §1). W-8IMY and W-9 do not expire; CRS and RC forms have no such rule here.
 * The indefinite-validity exceptions of §1 are not modelled (unconfirmed in the reference).
 */
const EXPIRING = /^(w8ben|w8bene|w8eci|w8exp)(_\d{4})?$/;

/** The last day a signed form is valid (yyyy-MM-dd), or null when it does not expire. */
export function validUntil(formType: string, signedAt: Date): string | null {
  if (!isCatalogued(formType) || !EXPIRING.test(formType)) return null;
  return `${signedAt.getUTCFullYear() + 3}-12-31`;
}
