import type { Locale } from '@taxcert/contracts';
import type { Fixtures } from './fixtures/load';
import { resolveScenario } from './fixtures/load';
import type { BaseConfig, CustomerFixture, Scenario } from './fixtures/schemas';
import { FormStore } from './store/forms';
import { LinkStore } from './store/links';
import { Outbox } from './store/outbox';
import { SessionStore, type Session } from './store/sessions';

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 20;
export const DEFAULT_LINK_VALIDITY_MINUTES = 60 * 24;

/** Everything the routes share: fixtures, the server's scenario and the in-memory stores. */
export class SimContext {
  readonly sessions: SessionStore;
  readonly links = new LinkStore();
  readonly outbox = new Outbox();
  readonly store = new FormStore();
  readonly scenario: Scenario & { name: string };
  publicUrl = 'http://localhost:3000';

  constructor(
    readonly fixtures: Fixtures,
    scenarioName: string,
  ) {
    this.scenario = resolveScenario(fixtures, scenarioName);
    this.sessions = new SessionStore(() => (this.scenario.sessionTimeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES) * 60_000);
  }

  /** The scenario in force for a browser session (its own choice, else the server's). */
  scenarioFor(session: Session | undefined): Scenario & { name: string } {
    return session?.scenario ? resolveScenario(this.fixtures, session.scenario) : this.scenario;
  }

  config(session: Session | undefined): BaseConfig {
    return { ...this.fixtures.baseConfig, ...this.scenarioFor(session).config };
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

  /** Issues a sign-in link for a customer and "e-mails" it (outbox). */
  sendAuthLink(customer: CustomerFixture, session?: Session): string {
    const minutes = this.scenarioFor(session).linkValidityMinutes ?? DEFAULT_LINK_VALIDITY_MINUTES;
    const link = this.links.issue(customer.customerId, minutes * 60_000);
    const url = `${this.publicUrl}/api/auth/token?token=${encodeURIComponent(link.token)}`;
    this.outbox.add({ kind: 'authLink', recipient: customer.email ?? customer.pinRecipient, link: url });
    return url;
  }
}
