import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * The headers a bank's API and web server send (issue 18, README "Security headers"), through helmet:
 * CSP, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`
 * (sign-in tokens travel in URLs), and `Cache-Control: no-store` on every API, file and /__sim answer.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isNoStore(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
