import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimContext } from '../context';
import { ensureSession } from '../plugins/session';
import { renderSimPage } from './sim-page';
import { registerWordingPage } from './sim-wording';

/**
 * The origin a request names in its Host header (`http://127.0.0.1:3000`), when that is a plain host[:port]: only a
 * candidate — ctx.linkBase keeps it only when it is one of the simulator's own origins (ADR 039).
 */
const originOf = (request: FastifyRequest): string | undefined => {
  const host = (request.headers.host ?? '').toLowerCase();
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(host) ? `${request.protocol}://${host}` : undefined;
};

const SITE = 'http://sim.invalid';

/**
 * The path `/__sim/use/NAME?to=` goes to after switching the scenario: "/" when absent, else `to` as a browser
 * would resolve it — dot segments (`/./`, `/../`, `/%2e/`) removed first — and only when that is a path of this
 * origin. `//evil`, `/.//evil`, `/..//evil`, `/%2e//evil` (all read as `//evil` once normalised), backslashes
 * (`/\evil`, read as `//evil`), other schemes and control characters give null.
 */
export const safePath = (to: string | undefined): string | null => {
  if (to === undefined || to === '') return '/';
  if (!to.startsWith('/') || to.includes('\\') || [...to].some((c) => c < ' ' || c === '\x7f')) return null;
  let url: URL;
  try {
    url = new URL(to, SITE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Checked after normalising: what the Location header says must still be a single-slash path of this site.
  return url.origin === SITE && !path.startsWith('//') && new URL(path, SITE).origin === SITE ? path : null;
};

/** The answer to a `to=` that is not a path of this site (the value is not echoed). */
export const UNSAFE_TO = {
  code: 400,
  message: 'to= must be a path of this site, starting with a single "/" (e.g. /forms/w9_2024/1); nothing was changed.',
} as const;

/** No customer has the reference asked for: the known ones are listed, the one asked for is not echoed. */
const noCustomer = (ctx: SimContext) => ({
  code: 404,
  message: `There is no customer with that reference (known: ${ctx.fixtures.customers.map((c) => c.uniqueRef).join(', ')}).`,
});

/** The simulator's own endpoints for developers and QA, outside the contract, under /__sim (`openApi`: the contract's document). */
export function registerSimRoutes(app: FastifyInstance, ctx: SimContext, openApi: object): void {
  registerWordingPage(app, ctx);
  // The logo of the `institution` scenario's brand (ADR 045): an image the institution would serve itself.
  app.get('/__sim/brand/logo.svg', async (_request, reply) => {
    const file = join(ctx.fixtures.dir, 'brand', 'logo.svg');
    if (!existsSync(file)) return reply.code(404).send({ code: 404, message: 'No brand logo in the fixtures.' });
    return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(readFileSync(file));
  });
  /** This browser session's outbox: only what its own requests sent (without a session: cookie-less sign-in links). */
  const outboxFor = (request: FastifyRequest) => ctx.outbox.listFor(request.session?.id ?? null);

  app.get('/__sim/openapi.json', async () => openApi);

  /** The outbox: every link and PIN "sent", newest first (stands in for the customer's e-mail). */
  app.get('/__sim/outbox', async (request) => outboxFor(request));

  /** Sends a fresh sign-in link for a customer (by uniqueRef; default: the scenario's) and returns it. */
  app.get<{ Querystring: { customer?: string } }>('/__sim/auth-link', async (request, reply) => {
    const ref =
      request.query.customer ?? ctx.scenarioFor(request.session).customer ?? ctx.fixtures.customers[0]?.uniqueRef ?? '';
    const customer = ctx.customerByRef(ref);
    if (!customer) return reply.status(404).send(noCustomer(ctx));
    return {
      link: ctx.sendAuthLink(customer, request.session, ctx.linkBase(originOf(request))),
      email: customer.email,
      uniqueRef: customer.uniqueRef,
      name: customer.name,
    };
  });

  /** Like auth-link, but follows the link at once (a QA shortcut from the /__sim page). */
  app.get<{ Querystring: { customer?: string } }>('/__sim/sign-in', async (request, reply) => {
    const customer = ctx.customerByRef(request.query.customer ?? '');
    if (!customer) return reply.status(404).send(noCustomer(ctx));
    const link = new URL(ctx.sendAuthLink(customer, request.session, ctx.linkBase(originOf(request))));
    return reply.redirect(`${link.pathname}${link.search}`);
  });

  /** This browser session's contract calls so far, by route name; DELETE starts the count again. */
  app.get('/__sim/calls', async (request) => ({
    session: request.session ? 'this browser' : 'no session',
    calls: ctx.calls.of(request.session?.id),
  }));
  app.delete('/__sim/calls', async (request, reply) => {
    ctx.calls.reset(request.session?.id);
    return reply.status(204).send();
  });

  /** Chooses a scenario for this browser session only, then returns to the app (or `?to=`). */
  app.get<{ Params: { name: string }; Querystring: { to?: string } }>('/__sim/use/:name', async (request, reply) => {
    if (!ctx.fixtures.scenarios.has(request.params.name)) {
      const known = [...ctx.fixtures.scenarios.keys()].join(', ');
      return reply.status(404).send({ code: 404, message: `There is no scenario by that name (known: ${known}).` });
    }
    const to = safePath(request.query.to);
    if (to === null) return reply.status(400).send(UNSAFE_TO);
    ensureSession(ctx, request, reply).scenario = request.params.name;
    return reply.redirect(to);
  });

  app.get('/__sim/scenarios', async () => ({
    ...ctx.scenarioLoad,
    scenarios: [...ctx.fixtures.scenarios.keys()],
  }));

  app.get('/__sim', async (request, reply) => {
    const html = renderSimPage({
      current: ctx.scenarioFor(request.session).name,
      serverDefault: ctx.scenario.name,
      scenarios: [...ctx.fixtures.scenarios.entries()].map(([name, s]) => ({ name, description: s.description })),
      customers: ctx.fixtures.customers.map((c) => ({ uniqueRef: c.uniqueRef, name: c.name, email: c.email })),
      outbox: outboxFor(request),
      load: ctx.scenarioLoad,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
