import type { FfiList } from '../fixtures/schemas';

/** A GIIN as the FFI list writes it: upper case, with its three separators, whatever the customer typed. */
export function canonicalGiin(value: string): string {
  const raw = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return raw.length === 16
    ? `${raw.slice(0, 6)}.${raw.slice(6, 11)}.${raw.slice(11, 13)}.${raw.slice(13)}`
    : value.toUpperCase();
}

/** The FFI-list entry of a GIIN, or undefined when the IRS list (simulated) does not have it. */
export function findOnFfiList(list: FfiList, giin: string) {
  const wanted = canonicalGiin(giin);
  return list.find((entry) => entry.giin === wanted);
}
