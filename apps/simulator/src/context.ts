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
import { frozen } from './domain/frozen';
import { customerOwners } from './fixtures/scenario-rules';

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
  /** Scenarios chosen by sessions, resolved once each. */
  private readonly scenarios = new Map<string, Scenario & { name: string }>();
  /** The online config of each scenario, with the base config it was built from. */
  private readonly configs = new Map<string, { base: BaseConfig; config: Readonly<BaseConfig> }>();
  /** The catalogue of each locale. */
  private readonly catalogues = new Map<Locale, Readonly<Record<string, string>>>();
  /**
   * Base address of the links sent when the request's origin is not one of the simulator's own (the start-up
   * link): PUBLIC_URL, else the listening address's default name (set when the server listens).
   */
  publicUrl = 'http://localhost:3000';
  /** True when PUBLIC_URL (BuildOptions.publicUrl) set the base: links then always use it. */
  publicUrlIsFixed = false;
  /** The origins the simulator listens on (link-origins.ts); empty until it listens. */
  ownOrigins: ReadonlySet<string> = new Set();

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
    frozen(fixtures.baseConfig);
    const millis = () => this.now().getTime();
    this.sessions = new SessionStore(
      (session) => (this.scenarioFor(session).auth?.sessionTimeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES) * 60_000,
      millis,
    );
    this.links = new LinkStore(millis);
    this.outbox = new Outbox(this.now);
    this.store = new FormStore(millis);
  }

  /** The scenario in force for a browser session (its own choice, else the server's). */
  scenarioFor(session: Session | undefined): Scenario & { name: string } {
    return session?.scenario ? this.scenarioNamed(session.scenario) : this.scenario;
  }

  /** A scenario by name, resolved once. */
  private scenarioNamed(name: string): Scenario & { name: string } {
    let scenario = this.scenarios.get(name);
    if (!scenario) {
      scenario = resolveScenario(this.fixtures, name);
      this.scenarios.set(name, scenario);
    }
    return scenario;
  }

  /**
   * The online config in force for a session: the fixture, the scenario's overrides and availability
   * patches. Built once per scenario and frozen (ADR 025): the same object answers every request until the
   * base config is replaced ({@link changeConfig}), so its contract check and its JSON are done once.
   */
  config(session: Session | undefined): Readonly<BaseConfig> {
    const scenario = this.scenarioFor(session);
    const cached = this.configs.get(scenario.name);
    if (cached?.base === this.fixtures.baseConfig) return cached.config;
    const base = { ...this.fixtures.baseConfig, ...scenario.config };
    const config = frozen({
      ...base,
      formTypes: base.formTypes.map((f) => ({ ...f, ...scenario.formTypes?.[f.formType] })),
      formGroups: base.formGroups.map((g) => ({ ...g, ...scenario.formGroups?.[g.formType] })),
    });
    this.configs.set(scenario.name, { base: this.fixtures.baseConfig, config });
    return config;
  }

  /**
   * Changes the base online config (tests; the fixture itself is frozen once the simulator runs, so a change
   * made any other way fails loudly rather than being missed by the cached configs above).
   */
  changeConfig(change: (config: BaseConfig) => void): void {
    const next = structuredClone<BaseConfig>(this.fixtures.baseConfig);
    change(next);
    this.fixtures.baseConfig = frozen(next);
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

  /**
   * The scenario that owns a customer (its `ownCustomers` names it), resolved: its PIN limits are the customer's
   * own in every session (ADR 038). Undefined for a customer no scenario owns.
   */
  pinOwner(customerId: number): (Scenario & { name: string }) | undefined {
    const ref = this.fixtures.customers.find((c) => c.customerId === customerId)?.uniqueRef;
    const owner = ref === undefined ? undefined : customerOwners(this.fixtures.scenarios).get(ref);
    return owner === undefined ? undefined : this.scenarioNamed(owner);
  }

  /** The catalogue of a locale, falling back to English key by key; built once per locale and frozen (ADR 025). */
  messages(locale: Locale): Readonly<Record<string, string>> {
    let messages = this.catalogues.get(locale);
    if (!messages) {
      const english = this.fixtures.catalogues.get('en') ?? {};
      messages = frozen(locale === 'en' ? { ...english } : { ...english, ...this.fixtures.catalogues.get(locale) });
      this.catalogues.set(locale, messages);
    }
    return messages;
  }

  /**
   * The base of a link answered to a request (ADR 039): the public URL when one was set; else the origin the
   * request came in on when it is one of the simulator's own (so a link asked for at 127.0.0.1 signs in on
   * 127.0.0.1's cookies, not localhost's); else the default origin. A Host header never adds an origin.
   */
  linkBase(requestOrigin: string | undefined): string {
    return !this.publicUrlIsFixed && requestOrigin !== undefined && this.ownOrigins.has(requestOrigin)
      ? requestOrigin
      : this.publicUrl;
  }

  /** Issues a sign-in link for a customer and "e-mails" it (outbox); `base` defaults to the public URL. */
  sendAuthLink(customer: CustomerFixture, session?: Session, base: string = this.publicUrl): string {
    const auth = this.scenarioFor(session).auth;
    const minutes = auth?.linkExpired ? -1 : (auth?.linkValidityMinutes ?? DEFAULT_LINK_VALIDITY_MINUTES);
    const link = this.links.issue(customer.customerId, minutes * 60_000);
    const url = `${base}/api/auth/token?token=${encodeURIComponent(link.token)}`;
    this.outbox.add({
      kind: 'authLink',
      recipient: customer.email ?? customer.pinRecipient,
      link: url,
      sessionId: session?.id ?? null,
      customerId: customer.customerId,
    });
    return url;
  }
}
