import { contract, type OnlineConfig } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { encryptCustomerData } from '../domain/customer-data';
import { s } from './server';

export function configRoutes(ctx: SimContext) {
  const data = () => ctx.fixtures.staticData;
  return s.router(contract.config, {
    preload: async ({ request }) => {
      const preload = ctx.scenarioFor(request.session).preload;
      return preload ? { status: 200, body: preload } : { status: 404, body: { code: 404, message: 'No preload is configured.' } };
    },

    get: async ({ request }) => {
      const session = request.session;
      const signedIn = session?.authState === 'Authorised' && session.customerId !== null && session.secretKey !== null && !ctx.sessions.isTimedOut(session);
      const base = ctx.config(session);
      if (!signedIn || session.customerId === null || !session.secretKey) {
        const body: OnlineConfig = { ...base, customerData: null, customer: null, secretKey: null, customerEmailAddress: null };
        return { status: 200, body };
      }
      const customer = ctx.customer(session.customerId);
      const body: OnlineConfig = {
        ...base,
        customerEmailAddress: customer.email,
        secretKey: session.secretKey.toString('base64'),
        customerData: encryptCustomerData({ CustomerName: customer.name, CustomerEmailAddress: customer.email }, session.secretKey),
        customer: { customerId: customer.customerId, accounts: ctx.accounts(session, customer) },
      };
      return { status: 200, body };
    },

    specialRateProvisions: async ({ params, query }) => {
      const provisions = data().specialRateProvisions[params.id];
      if (!provisions) return { status: 404, body: { code: 404, message: `No special rates are known for ${params.id}.` } };
      return { status: 200, body: query.hasPensionClaim ? [...provisions.standard, ...provisions.pension] : provisions.standard };
    },
    otherArticles: async () => ({ status: 200, body: data().otherArticles }),
    jurisdictions: async () => ({
      status: 200,
      body: {
        jurisdictions: data().jurisdictions,
        usTaxTreatyCountries: data().usTaxTreatyCountries,
        annexIICountries: data().annexIICountries,
      },
    }),
    paymentTypes: async () => ({ status: 200, body: data().paymentTypes }),
    igaSubclassifications: async () => ({ status: 200, body: data().igaSubClassificationsCombos }),
    stockMarkets: async () => ({ status: 200, body: data().stockMarkets }),
    lobs: async () => ({ status: 200, body: data().lobs }),
  });
}
