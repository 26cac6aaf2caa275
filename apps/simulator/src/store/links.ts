import { newToken } from './ids';

export interface AuthLink {
  token: string;
  customerId: number;
  issuedAt: number;
  expiresAt: number;
  used: boolean;
  /** Opened in a browser (GET auth/token): its sign-in form is on someone's screen. */
  opened: boolean;
  /** Wrong identities typed with this link so far. */
  wrongIdentities: number;
  /** Refused for good: too many wrong identities, or a newer link of the customer was used. */
  revoked: boolean;
}

const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/** Wrong identities a link survives; the next refusal burns it (ADR 007). */
export const MAX_WRONG_IDENTITIES = 3;

/**
 * Authentication links sent by e-mail: one use each, valid for a limited time (ADR 007), burned by
 * {@link MAX_WRONG_IDENTITIES} wrong identities, and made void by a newer link of the same customer
 * once that is used. Bounded: links a day past their expiry are pruned as new ones are issued.
 */
export class LinkStore {
  private readonly links = new Map<string, AuthLink>();

  /** `clock`: the simulator's clock (ms since the epoch); tests set it. */
  constructor(private readonly clock: () => number = Date.now) {}

  issue(customerId: number, validityMs: number, now = this.clock()): AuthLink {
    this.prune(now);
    const link: AuthLink = {
      token: newToken(),
      customerId,
      issuedAt: now,
      expiresAt: now + validityMs,
      used: false,
      opened: false,
      wrongIdentities: 0,
      revoked: false,
    };
    this.links.set(link.token, link);
    return link;
  }

  find(token: string | undefined): AuthLink | undefined {
    return token ? this.links.get(token) : undefined;
  }

  isUsable(link: AuthLink, now = this.clock()): boolean {
    return !link.used && !link.revoked && now <= link.expiresAt;
  }

  /** Counts a wrong identity; true when that burned the link. */
  refuseIdentity(link: AuthLink): boolean {
    link.wrongIdentities += 1;
    if (link.wrongIdentities >= MAX_WRONG_IDENTITIES) link.revoked = true;
    return link.revoked;
  }

  /**
   * Marks a link used and voids the customer's older links that were never opened. Older links already
   * open in a browser are left to expire: parallel sessions of one customer (QA, the browser tests) each
   * open their own link and must not void each other's (ADR 007).
   */
  use(link: AuthLink): void {
    link.used = true;
    for (const other of this.links.values()) {
      if (other.customerId === link.customerId && other.issuedAt <= link.issuedAt && !other.opened && other !== link)
        other.revoked = true;
    }
  }

  /** How many links are kept (for the pruning tests). */
  get size(): number {
    return this.links.size;
  }

  /**
   * Drops links a day past their expiry; until then a used, burned or expired link still answers 410
   * "expired or already used" rather than "unknown".
   */
  prune(now = this.clock()): void {
    for (const [token, link] of this.links) if (now - link.expiresAt > KEEP_AFTER_EXPIRY_MS) this.links.delete(token);
  }
}
