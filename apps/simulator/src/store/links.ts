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

  issue(customerId: number, validityMs: number, now = Date.now()): AuthLink {
    const link = { token: newToken(), customerId, expiresAt: now + validityMs, used: false };
    this.links.set(link.token, link);
    return link;
  }

  find(token: string | undefined): AuthLink | undefined {
    return token ? this.links.get(token) : undefined;
  }

  isUsable(link: AuthLink, now = Date.now()): boolean {
    return !link.used && now <= link.expiresAt;
  }
}
