import type { Locale } from '@taxcert/contracts';
import type { Fixtures } from './fixtures/load';
import { resolveScenario } from './fixtures/load';
import type { Scenario } from './fixtures/scenario';
import type { BaseConfig, CustomerFixture } from './fixtures/schemas';
import type { Account } from '@taxcert/contracts';
import { CallCounter } from './store/calls';
import { FormStore } from './store/forms';
import { LinkStore } from './store/links';
import { Outbox } from './store/outbox';
import { SessionStore, type Session } from './store/sessions';

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 20;
/** How long a sign-in link works unless the scenario says otherwise (ADR 007). */
export const DEFAULT_LINK_VALIDITY_MINUTES = 60;

/** Everything the routes share: fixtures, the server's scenario and the in-memory stores. */
export class SimContext {
  readonly sessions: SessionStore;
  readonly links: LinkStore;
  readonly outbox: Outbox;
  readonly store: FormStore;
  readonly calls = new CallCounter();
  readonly scenario: Scenario & { name: string };
  /** Base address of the links sent when no request names a host (the start-up link). */
  publicUrl = 'http://localhost:3000';
  /** True when PUBLIC_URL (BuildOptions.publicUrl) set the base: links then always use it. */
  publicUrlIsFixed = false;

  constructor(
    readonly fixtures: Fixtures,
    scenarioName: string,
    /**
     * The simulator's clock: every time stamp, expiry and idle time-out reads it. The real clock by
     * default; tests and the browser suite set it (BuildOptions.now) so no test depends on the hour.
     */
    readonly now: () => Date = () => new Date(),
  ) {
    this.scenario = resolveScenario(fixtures, scenarioName);
    const millis = () => this.now().getTime();
    this.sessions = new SessionStore((session) => (this.scenarioFor(session).auth?.sessionTimeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES) * 60_000, millis);
    this.links = new LinkStore(millis);
    this.outbox = new Outbox(this.now);
    this.store = new FormStore(millis);
  }

  /** The scenario in force for a browser session (its own choice, else the server's). */
  scenarioFor(session: Session | undefined): Scenario & { name: string } {
    return session?.scenario ? resolveScenario(this.fixtures, session.scenario) : this.scenario;
  }

  /** The online config in force for a session: the fixture, the scenario's overrides and availability patches. */
  config(session: Session | undefined): BaseConfig {
    const scenario = this.scenarioFor(session);
    const base = { ...this.fixtures.baseConfig, ...scenario.config };
    return {
      ...base,
      formTypes: base.formTypes.map((f) => ({ ...f, ...scenario.formTypes?.[f.formType] })),
      formGroups: base.formGroups.map((g) => ({ ...g, ...scenario.formGroups?.[g.formType] })),
    };
  }

  /** A customer's accounts, as the session's scenario may replace them. */
  accounts(session: Session | undefined, customer: CustomerFixture): Account[] {
    return this.scenarioFor(session).accounts ?? customer.accounts;
  }

  customer(customerId: number): CustomerFixture {
    const customer = this.fixtures.customers.find((c) => c.customerId === customerId);
    if (!customer) throw new Error(`No customer ${customerId} in the fixtures`);
    return customer;
  }

  customerByRef(uniqueRef: string): CustomerFixture | undefined {
    return this.fixtures.customers.find((c) => c.uniqueRef === uniqueRef);
  }

  /** The catalogue of a locale, falling back to English key by key. */
  messages(locale: Locale): Record<string, string> {
    const english = this.fixtures.catalogues.get('en') ?? {};
    return locale === 'en' ? english : { ...english, ...this.fixtures.catalogues.get(locale) };
  }

  /**
   * The base of a link answered to a request: the origin the request came in on (so a link asked for at
   * 127.0.0.1 signs in on 127.0.0.1's cookies, not localhost's), unless a public URL was set.
   */
  linkBase(requestOrigin: string | undefined): string {
    return !this.publicUrlIsFixed && requestOrigin ? requestOrigin : this.publicUrl;
  }

  /** Issues a sign-in link for a customer and "e-mails" it (outbox); `base` defaults to the public URL. */
  sendAuthLink(customer: CustomerFixture, session?: Session, base: string = this.publicUrl): string {
    const auth = this.scenarioFor(session).auth;
    const minutes = auth?.linkExpired ? -1 : (auth?.linkValidityMinutes ?? DEFAULT_LINK_VALIDITY_MINUTES);
    const link = this.links.issue(customer.customerId, minutes * 60_000);
    const url = `${base}/api/auth/token?token=${encodeURIComponent(link.token)}`;
    this.outbox.add({ kind: 'authLink', recipient: customer.email ?? customer.pinRecipient, link: url, sessionId: session?.id ?? null, customerId: customer.customerId });
    return url;
  }
}
