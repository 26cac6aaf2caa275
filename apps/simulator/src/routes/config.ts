import { contract, type OnlineConfig } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { encryptCustomerData } from '../domain/customer-data';
import { frozen } from '../domain/frozen';
import { referenceSource } from '../domain/reference';
import type { BaseConfig } from '../fixtures/schemas';
import type { Session } from '../store/sessions';
import { s } from './server';

/** A signed-in session's config and what it was built from: it is answered again while they stay the same. */
interface SessionConfig {
  base: Readonly<BaseConfig>;
  secretKey: Buffer;
  customerId: number;
  body: Readonly<OnlineConfig>;
}

export function configRoutes(ctx: SimContext) {
  // The reference calls answer what the simulator's own validation, signing and PDFs read (domain/reference.ts).
  const source = () => referenceSource(ctx);
  // Answers built once and frozen, so they are checked and turned into JSON once (ADR 025): signed out, one
  // per scenario's config; signed in, one per session (its key, customer data and accounts).
  const signedOut = new WeakMap<Readonly<BaseConfig>, Readonly<OnlineConfig>>();
  const sessionConfigs = new WeakMap<Session, SessionConfig>();
  return s.router(contract.config, {
    preload: async ({ request }) => {
      const preload = ctx.scenarioFor(request.session).preload;
      return preload
        ? { status: 200, body: preload }
        : { status: 404, body: { code: 404, message: 'No preload is configured.' } };
    },

    get: async ({ request }) => {
      const session = request.session;
      const signedIn =
        session?.authState === 'Authorised' &&
        session.customerId !== null &&
        session.secretKey !== null &&
        !ctx.sessions.isTimedOut(session);
      const base = ctx.config(session);
      if (!signedIn || session.customerId === null || !session.secretKey) {
        let body = signedOut.get(base);
        if (!body) {
          body = frozen<OnlineConfig>({
            ...base,
            customerData: null,
            customer: null,
            secretKey: null,
            customerEmailAddress: null,
          });
          signedOut.set(base, body);
        }
        return { status: 200, body };
      }
      const kept = sessionConfigs.get(session);
      if (kept?.base === base && kept.secretKey === session.secretKey && kept.customerId === session.customerId)
        return { status: 200, body: kept.body };
      const customer = ctx.customer(session.customerId);
      const body = frozen<OnlineConfig>({
        ...base,
        customerEmailAddress: customer.email,
        secretKey: session.secretKey.toString('base64'),
        customerData: encryptCustomerData(
          { CustomerName: customer.name, CustomerEmailAddress: customer.email },
          session.secretKey,
        ),
        customer: {
          customerId: customer.customerId,
          accounts: ctx.accounts(session, customer).map((account) => ({ ...account })),
        },
      });
      sessionConfigs.set(session, { base, secretKey: session.secretKey, customerId: session.customerId, body });
      return { status: 200, body };
    },

    specialRateProvisions: async ({ params, query }) => {
      const provisions = source().specialRateProvisions(params.id, query.hasPensionClaim ?? false);
      if (!provisions)
        return { status: 404, body: { code: 404, message: 'No special rates are known for this country.' } };
      return { status: 200, body: provisions };
    },
    otherArticles: async () => ({ status: 200, body: source().otherArticles() }),
    jurisdictions: async () => ({ status: 200, body: source().jurisdictions() }),
    paymentTypes: async () => ({ status: 200, body: ctx.fixtures.staticData.paymentTypes }),
    igaSubclassifications: async () => ({ status: 200, body: source().igaSubclassifications() }),
    stockMarkets: async () => ({ status: 200, body: source().stockMarkets() }),
    lobs: async () => ({ status: 200, body: source().lobs() }),
  });
}
