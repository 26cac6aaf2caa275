import type { Locale } from '@taxcert/contracts';
import type { Fixtures } from './fixtures/load';
import { FixtureError, loadScenarioFiles, resolveScenario } from './fixtures/load';
import type { Broken, Scenario } from './fixtures/scenario';
import type { BaseConfig, CustomerFixture } from './fixtures/schemas';
import type { Account } from '@taxcert/contracts';
import { CallCounter } from './store/calls';
import { FormStore } from './store/forms';
import { LinkStore } from './store/links';
import { Outbox } from './store/outbox';
import { SessionStore, type Session } from './store/sessions';
import { frozen } from './domain/frozen';
import { customerOwners } from './fixtures/scenario-rules';

/** When the scenarios were last loaded, and the last edit refused since then (null: none). */
export interface ScenarioLoad {
  loadedAt: string;
  refused: { at: string; problems: readonly string[] } | null;
}

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
  /** The server's scenario (`--scenario`), the one a session has when it chose none. */
  scenario: Scenario & { name: string };
  /** The scenarios' last load: when, and the last edit refused since (the last good version stays in force). */
  scenarioLoad: ScenarioLoad;
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
  /**
   * The web app's origin when it is served elsewhere than the simulator (SIM_APP_ORIGIN, docs/integration.md):
   * redirects go there; '' when the simulator serves the app itself.
   */
  appOrigin = '';
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
    this.scenarioLoad = { loadedAt: now().toISOString(), refused: null };
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

  /** TESTS ONLY: the obligations the scenario in force breaks on purpose (fixtures/scenario.ts BrokenSchema). */
  broken(session: Session | undefined): Broken {
    return this.scenarioFor(session).broken ?? {};
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
   * Loads the scenario files again (a file changed on disk): the new versions are in force from the next
   * call, and each session keeps the scenario it chose (a session whose scenario file was deleted keeps its
   * last version). A folder with any problem — or without the server's scenario — changes nothing: the last
   * good versions stay and the refusal, with every problem, is kept for `/__sim` and returned.
   */
  reloadScenarios(): ScenarioLoad {
    const at = this.now().toISOString();
    let scenarios: Map<string, Scenario>;
    try {
      scenarios = loadScenarioFiles(this.fixtures.dir);
      if (!scenarios.has(this.scenario.name))
        throw new FixtureError(`the server's scenario "${this.scenario.name}" is no longer there`);
    } catch (error) {
      if (!(error instanceof FixtureError)) throw error;
      this.scenarioLoad = { ...this.scenarioLoad, refused: { at, problems: error.problems } };
      return this.scenarioLoad;
    }
    this.fixtures.scenarios = scenarios;
    for (const name of this.scenarios.keys()) if (scenarios.has(name)) this.scenarios.delete(name);
    this.configs.clear();
    this.scenario = resolveScenario(this.fixtures, this.scenario.name);
    this.scenarioLoad = { loadedAt: at, refused: null };
    return this.scenarioLoad;
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

  /** Our wording of a locale: the fixtures' catalogue, falling back to English key by key; frozen (ADR 025). */
  ownMessages(locale: Locale): Readonly<Record<string, string>> {
    let messages = this.catalogues.get(locale);
    if (!messages) {
      const english = this.fixtures.catalogues.get('en') ?? {};
      messages = frozen(locale === 'en' ? { ...english } : { ...english, ...this.fixtures.catalogues.get(locale) });
      this.catalogues.set(locale, messages);
    }
    return messages;
  }

  /**
   * The institution's API catalogue of a locale for a session (GET language/{locale}): our wording under the
   * scenario's `catalogue` overrides of that language (ADR 044); built once per scenario and locale and frozen.
   */
  catalogue(locale: Locale, session?: Session): Readonly<Record<string, string>> {
    return this.overlaid('catalogue', locale, session, (scenario) => scenario.catalogue?.[locale]);
  }

  /**
   * The words of a locale everywhere the simulator writes (findings, the PDF, the affidavit): the API catalogue under
   * the preload's overrides (its `messages`, then its `localizedMessages` of the language) — the same texts the
   * browser shows (ADR 044).
   */
  messages(locale: Locale, session?: Session): Readonly<Record<string, string>> {
    return this.overlaid('messages', locale, session, (scenario) => ({
      ...scenario.catalogue?.[locale],
      ...scenario.preload?.messages,
      ...scenario.preload?.localizedMessages?.[locale],
    }));
  }

  /**
   * The overlaid words of each scenario version, by kind and locale: made on first use, so that a call does not
   * spread the scenario's overrides again to find them empty. Held by the scenario object, so a scenario reloaded
   * from its file gets its own (its new wording is in force from the next call).
   */
  private readonly overlays = new WeakMap<Scenario, Map<string, Readonly<Record<string, string>>>>();
  private overlaid(
    kind: string,
    locale: Locale,
    session: Session | undefined,
    over: (scenario: Scenario) => Readonly<Record<string, string>> | undefined,
  ): Readonly<Record<string, string>> {
    const scenario = this.scenarioFor(session);
    let made = this.overlays.get(scenario);
    if (!made) {
      made = new Map();
      this.overlays.set(scenario, made);
    }
    const key = `${kind}\u0000${locale}`;
    let messages = made.get(key);
    if (!messages) {
      const changes = over(scenario);
      messages =
        !changes || Object.keys(changes).length === 0
          ? this.ownMessages(locale)
          : frozen({ ...this.ownMessages(locale), ...changes });
      made.set(key, messages);
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
