import { giin as giinModule } from '@taxcert/engine';
import type { FfiList } from '../fixtures/schemas';

/** A GIIN as the FFI list writes it — its official layout, the GIIN module's — whatever the customer typed. */
export function canonicalGiin(value: string): string {
  return giinModule.format(value);
}

/** The FFI-list entry of a GIIN, or undefined when the IRS list (simulated) does not have it. */
export function findOnFfiList(list: FfiList, giin: string) {
  const wanted = canonicalGiin(giin);
  return list.find((entry) => entry.giin === wanted);
}
