import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

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

const HSTS = 'strict-transport-security';

/**
 * Which security headers an answer carries: all of helmet's over https — a request that came over TLS, or
 * every request when the simulator is told it is behind a TLS-terminating proxy (`SIM_SECURE_COOKIES=1`,
 * BuildOptions.secureCookies) — and all but `Strict-Transport-Security` over plain http, where a browser ignores
 * it and a client could only be misled by it (RFC 6797 §7.2: HSTS is sent over secure transport only).
 */
export function headersFor(
  behindTls: boolean,
): (request: { protocol: string }) => readonly (readonly [string, string])[] {
  const all = securityHeaders();
  const plain = all.filter(([name]) => name.toLowerCase() !== HSTS);
  return (request) => (behindTls || request.protocol === 'https' ? all : plain);
}

/**
 * The headers a bank's API and web server send (README "Security headers and limits"), as helmet
 * words them: CSP, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`
 * (sign-in tokens travel in URLs), helmet's other defaults and, over https only, HSTS — computed once at start-up
 * and set by one hook on every request, rather than helmet's per-request rebuild (~8 % of an auth-state call); and `Cache-Control: no-store` on every API, file and /__sim answer but
 * the language catalogues, which are the same for every client (`no-cache` with an ETag, plugins/response-check.ts).
 */
export function installSecurityHeaders(app: FastifyInstance, behindTls = false): void {
  const headers = headersFor(behindTls);
  app.addHook('onRequest', (request, reply, done) => {
    // As the reply's own headers, not the raw response's: Fastify hands all of a reply's headers to one
    // `writeHead`, where Node checks each once, instead of a checked `setHeader` each here and a second pass over
    // them when Fastify's own headers join them (ADR 110). Every answer Fastify sends carries them, streamed files
    // too (Fastify sets a stream's headers from the reply's); a fault that cuts the connection sends none, as before.
    for (const [name, value] of headers(request)) reply.header(name, value);
    done();
  });
  // Callback hooks, not async ones: a promise and a microtask less on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    // An answer that set its own policy keeps it (a language catalogue: plugins/response-check.ts).
    if (isNoStore(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** What a request whose address cannot be read answers: the same for every such address, none of it echoed. */
export const BAD_URL = {
  code: 400,
  message: 'The address of this request is not valid: a "%" must be followed by two hexadecimal digits.',
} as const;

/**
 * Fastify's `frameworkErrors`: what it answers itself, before any hook runs — a URL it cannot decode (`GET /%`)
 * — with the security headers every other answer carries, no-store, and `{code, message}` that echoes nothing of
 * the request (Fastify's own answer quotes the raw URL).
 */
export function frameworkErrors(behindTls = false) {
  const headers = headersFor(behindTls);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    for (const [name, value] of headers(request)) reply.header(name, value);
    reply.header('cache-control', 'no-store');
    if (error.code === 'FST_ERR_BAD_URL') {
      void reply.status(400).send(BAD_URL);
      return;
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    const message = status === 414 ? 'The address of this request is too long.' : 'The request could not be read.';
    void reply.status(status).send({ code: status, message });
  };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a malformed request line or header, headers
 * over the size limit, a request that took too long) is answered on the socket by hand, like Fastify's default, but
 * with the security headers and `{code, message}`; nothing of the request is echoed.
 */
export function clientErrors(behindTls = false) {
  const headers = headersFor(behindTls);
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 408
        ? 'The request took too long to arrive.'
        : status === 431
          ? 'The request headers are too large.'
          : 'The request could not be read.';
    const body = JSON.stringify({ code: status, message });
    const encrypted = 'encrypted' in socket && socket.encrypted === true;
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      ...headers({ protocol: encrypted ? 'https' : 'http' }).map(([name, value]) => `${name}: ${value}`),
      'Cache-Control: no-store',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}
