import { newToken } from './ids';

export interface AuthLink {
  token: string;
  customerId: number;
  expiresAt: number;
  used: boolean;
}

/** Authentication links sent by e-mail: one use each, valid for a limited time. */
export class LinkStore {
  private readonly links = new Map<string, AuthLink>();

  /** `clock`: the simulator's clock (ms since the epoch); tests set it. */
  constructor(private readonly clock: () => number = Date.now) {}

  issue(customerId: number, validityMs: number, now = this.clock()): AuthLink {
    const link = { token: newToken(), customerId, expiresAt: now + validityMs, used: false };
    this.links.set(link.token, link);
    return link;
  }

  find(token: string | undefined): AuthLink | undefined {
    return token ? this.links.get(token) : undefined;
  }

  isUsable(link: AuthLink, now = this.clock()): boolean {
    return !link.used && now <= link.expiresAt;
  }
}
