import { buildOpenApiDocument } from '@taxcert/contracts/openapi';
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';

/** The simulator's own endpoints for developers and QA, outside the contract, under /__sim. */
export function registerSimRoutes(app: FastifyInstance, ctx: SimContext): void {
  const openApi = buildOpenApiDocument();

  app.get('/__sim/openapi.json', async () => openApi);

  /** The outbox: every link and PIN "sent", newest first (stands in for the customer's e-mail). */
  app.get('/__sim/outbox', async () => ctx.outbox.list());

  /** Sends a fresh sign-in link for a customer (by uniqueRef; default: the scenario's) and returns it. */
  app.get<{ Querystring: { customer?: string } }>('/__sim/auth-link', async (request, reply) => {
    const ref = request.query.customer ?? ctx.scenarioFor(request.session).customer ?? ctx.fixtures.customers[0]?.uniqueRef ?? '';
    const customer = ctx.customerByRef(ref);
    if (!customer) return reply.status(404).send({ code: 404, message: `No customer with reference "${ref}".` });
    return { link: ctx.sendAuthLink(customer, request.session), email: customer.email, uniqueRef: customer.uniqueRef, name: customer.name };
  });
}
