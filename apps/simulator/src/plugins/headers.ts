import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every answer. The app's scripts and styles are files of its own origin;
 * the PDF preview shows the PDF from a `blob:` address in an iframe (PdfPreviewFrame), and Chromium's
 * PDF viewer needs plugin content there, so frames and objects allow `'self' blob:`; nothing may frame
 * the app. No `upgrade-insecure-requests`: the simulator runs on plain http on the loopback interface.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Calls and files whose answers must never be stored by a browser or a proxy (the config carries a key). */
export function isNoStore(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path === '/api' || path.startsWith('/api/') || path === '/__sim' || path.startsWith('/__sim/');
}

/** helmet's options: our CSP (no nonce: nothing in it varies per request), no referrer, no framing; its other defaults. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
} as const;

/**
 * The security headers as helmet sets them, computed once: helmet's middleware run against a response that
 * records what it sets. None of them depends on the request (the CSP has no nonce and no function directive).
 * helmet also removes `X-Powered-By`, which nothing in this server sets, so that removal is not replayed.
 */
export function securityHeaders(): readonly (readonly [string, string])[] {
  const headers: (readonly [string, string])[] = [];
  let ran = false;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  // helmet (≥ 8.1) throws a bad option at once and calls next() without an argument once it is done.
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously: the security headers cannot be computed once');
  return Object.freeze(headers);
}

/**
 * The headers a bank's API and web server send (issue 18, README "Security headers"), as helmet words them:
 * CSP, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`
 * (sign-in tokens travel in URLs) and helmet's other defaults — computed once at start-up and set by one
 * hook on every request, rather than helmet's per-request rebuild (~8 % of an auth-state call, issue 22); and
 * `Cache-Control: no-store` on every API, file and /__sim answer.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isNoStore(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
