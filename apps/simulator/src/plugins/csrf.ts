import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request made by this site's own pages, or typed/bookmarked by the user. */
const OWN_SITE = new Set(['same-origin', 'none']);

/** GET routes outside the API that change state all the same (a QA convenience: a link switches the scenario). */
const STATE_CHANGING_GETS = new Set(['/__sim/use/:name', '/__sim/sign-in', '/__sim/auth-link']);

export const REQUESTED_WITH_MESSAGE = 'State-changing calls need the header X-Requested-With: XMLHttpRequest.';
export const CROSS_ORIGIN_MESSAGE = 'State-changing calls are accepted only from pages of this site.';

/**
 * True when the browser says the request came from another origin: `Sec-Fetch-Site` other than
 * same-origin or none, or else an `Origin` whose host is not this request's host. Clients that send
 * neither (curl, tests, the contract check) are let through; the X-Requested-With guard still applies.
 */
export function isCrossOrigin(request: FastifyRequest, allowedOrigins: readonly string[] = []): boolean {
  const origin = request.headers.origin;
  // The web app served from its own origin (SIM_APP_ORIGIN), named exactly by the browser's Origin header.
  if (typeof origin === 'string' && allowedOrigins.includes(origin)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return !OWN_SITE.has(site);
  if (typeof origin !== 'string') return false;
  try {
    // Through URL on both sides, so that default ports compare equal (http://localhost = localhost:80).
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

/**
 * Cross-site request forgery guard (ADR 008), decided by the route the request MATCHED — so
 * `PUT /%61pi/forms` is guarded like `PUT /api/forms`, whatever the encoding of its URL:
 * - every state-changing API call must carry `X-Requested-With: XMLHttpRequest` (app-shell.md §7), which
 *   a cross-site form post cannot set;
 * - every state change under /api and /__sim (including the GETs that switch a scenario or send a link)
 *   must come from this origin by `Sec-Fetch-Site` / `Origin`.
 * Refused with 403 {code, message}.
 */
export function installRequestedWithGuard(
  app: FastifyInstance,
  /** Origins whose pages may change state besides this one's: the web app served elsewhere (SIM_APP_ORIGIN). */
  allowedOrigins: readonly string[] = [],
  /** TESTS ONLY (scenario key broken.wrongStatuses): the refusal carries code 498, as if the session had timed out. */
  brokenStatuses: (request: FastifyRequest) => boolean = () => false,
): void {
  // A callback hook, not an async one: a promise and a microtask less on every request. A refusal is sent and
  // `done` not called (Fastify's rule for a callback hook that answers).
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined) return done();
    const isApi = route.startsWith('/api/');
    const isSim = route === '/__sim' || route.startsWith('/__sim/');
    const changesState = !SAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.has(route);
    if (!(isApi || isSim) || !changesState) return done();
    if (isCrossOrigin(request, allowedOrigins)) {
      void reply.status(403).send({ code: 403, message: CROSS_ORIGIN_MESSAGE });
      return;
    }
    if (isApi && request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      void reply.status(403).send({ code: brokenStatuses(request) ? 498 : 403, message: REQUESTED_WITH_MESSAGE });
      return;
    }
    done();
  });
}
