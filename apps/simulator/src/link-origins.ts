import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isLoopback } from './network';

/**
 * Where the links the simulator sends (the outbox, /__sim/auth-link, the start-up link) may point (* ADR 039): the configured public URL (PUBLIC_URL) when there is one; else one of the simulator's own origins —
 * the names of the address it listens on. A request's `Host` header may choose among those (a link asked for at
 * 127.0.0.1 signs in on 127.0.0.1's cookies, one asked for at localhost on localhost's) but never adds one: any
 * other Host gets the default origin, so no request can make the simulator send a link to another host.
 */
export interface LinkOrigins {
  /** The origin links use when the request's is not one of `own`. */
  fallback: string;
  /** Every origin the simulator answers on, e.g. http://127.0.0.1:3000 and http://localhost:3000. */
  own: ReadonlySet<string>;
}

const hostPart = (address: string) => (address.includes(':') ? `[${address}]` : address);
const WILDCARD = new Set(['0.0.0.0', '::', '::0']);

/** The origins of the address a server listens on (plain http: the simulator does not terminate TLS itself). */
export function linkOrigins(address: AddressInfo): LinkOrigins {
  const origin = (host: string) => `http://${hostPart(host)}:${address.port}`;
  const hosts = new Set<string>();
  if (WILDCARD.has(address.address)) {
    // Every interface: each of this machine's addresses (a shared QA host should set PUBLIC_URL to its name).
    for (const list of Object.values(networkInterfaces())) for (const entry of list ?? []) hosts.add(entry.address);
    hosts.add('localhost');
  } else {
    hosts.add(address.address);
    if (isLoopback(address.address)) hosts.add('localhost');
  }
  const fallback = isLoopback(address.address) || WILDCARD.has(address.address) ? 'localhost' : address.address;
  return { fallback: origin(fallback), own: new Set([...hosts].map(origin)) };
}
