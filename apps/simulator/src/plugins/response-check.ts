import { isAppRoute, validateResponse, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ownPages } from '../store/own-pages';

/**
 * The simulator checks its own answers against the contract (conventions.md §3): every body a route returns
 * goes through the status's schema and the schema's output is what is sent, as ts-rest's own
 * `responseValidation` does. Unlike ts-rest's, the check here remembers a frozen body (domain/frozen.ts):
 * a body the simulator answers again and again — the online config of a scenario, a session's signed-in
 * config, a catalogue — is checked and turned into JSON once, and later requests send the same bytes
 * (ADR 025). Every other body is checked on every request, as before.
 */

type Result = { status: number; body: unknown };
type Handler = (args: never) => Promise<Result>;
type Implementation = Handler | { handler: Handler };

/**
 * The JSON of the outputs that are sent again and again, as the UTF-8 bytes that go out: encoded once, not on
 * every request (a signed-in config is ~98 KB; encoding it and measuring its length twice per request was most
 * of the call's cost, ADR 097). Kept, with their compressed copies, in pages of their own (`ownPages`): a session's
 * config lives as long as the session.
 */
const json = new WeakMap<object, Buffer>();
/** Frozen answers (and their outputs) that are the same for every client: compressed at the highest level. */
const shared = new WeakSet<object>();

/**
 * Marks a frozen answer that every client is sent (a language catalogue): its compressed copies are made at
 * the highest level, which costs ~0.2 s for 200 KB once per process. A per-session answer (the signed-in
 * config) keeps @fastify/compress's levels, so that a new session does not cost that time.
 */
export function sharedByAll<T extends object>(body: T): T {
  shared.add(body);
  return body;
}

/**
 * Wraps each route implementation of a router so that its answer is checked (when `check` is on) and a
 * frozen answer's output and JSON are kept. Register the result with ts-rest's `responseValidation` off.
 */
export function checkedRouter<T extends object>(contract: AppRouter, router: T, check: boolean): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, implementation] of Object.entries(router) as [string, Implementation | object][]) {
    const route = contract[key];
    if (route && isAppRoute(route)) {
      const impl = implementation as Implementation;
      wrapped[key] =
        typeof impl === 'function'
          ? checkedHandler(route, impl, check)
          : { ...impl, handler: checkedHandler(route, impl.handler, check) };
    } else if (route) {
      wrapped[key] = checkedRouter(route, implementation, check);
    }
  }
  return wrapped as T;
}

function checkedHandler(route: AppRoute, handler: Handler, check: boolean): Handler {
  /** A frozen body of this route -> the status it was checked with and what the status's schema made of it. */
  const outputs = new WeakMap<object, { status: number; output: unknown }>();
  return async (args) => {
    const result = await handler(args);
    const body: unknown = result.body;
    const remembered = typeof body === 'object' && body !== null && Object.isFrozen(body);
    const kept = remembered ? outputs.get(body) : undefined;
    if (kept?.status === result.status) return { status: result.status, body: kept.output };
    const output = check ? validateResponse({ appRoute: route, response: result }).body : body;
    if (remembered) {
      outputs.set(body, { status: result.status, output });
      if (typeof output === 'object' && output !== null) {
        json.set(output, ownPages(Buffer.from(JSON.stringify(output))));
        if (shared.has(body)) shared.add(output);
      }
    }
    return { status: result.status, body: output };
  };
}

/** The encodings a kept answer is sent in, each made once at the highest level (ADR 025): brotli first. */
type Encoding = 'br' | 'gzip';
/** Smaller answers go as they are, as @fastify/compress's threshold does for every other answer (app.ts). */
const compressFrom = 1024;
/** A kept JSON's compressed copies, made on the first request that accepts the encoding. */
const compressed = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();

/** Highest levels for a shared answer; @fastify/compress's own (brotli 4, zlib's default 6) otherwise. */
function compress(bytes: Buffer, encoding: Encoding, highest: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: highest ? constants.BROTLI_MAX_QUALITY : 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: highest ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION });
}

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted (q > 0), else gzip (also as
 * `x-gzip` or `*`), else none. A coding refused by name (`br;q=0`) is not taken through `*`.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * How an answer the same for every client (`sharedByAll`: a language catalogue) may be kept: by the browser, asked
 * again each time with its ETag (a scenario can change a catalogue while the simulator runs), answered 304 without
 * the body when unchanged. Every other API answer stays `no-store` (plugins/headers.ts).
 */
export const SHARED_CACHE_CONTROL = 'no-cache';

/** Whether an If-None-Match header names this (strong) tag: one of its tags, weak or not (RFC 9110 §13.1.2), or `*`. */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const candidate = part.trim();
    return candidate === '*' || candidate === tag || candidate === `W/${tag}`;
  });
}

/**
 * Sends the kept JSON of a remembered answer; every other answer is serialized as Fastify would. A kept
 * answer of 1 KiB or more goes to a client that accepts brotli or gzip as bytes compressed once and kept
 * beside the JSON — at the highest level when it is `sharedByAll` (a language catalogue: ~207 KB of JSON,
 * ~30 KB brotli instead of ~38 KB at @fastify/compress's quality 4); @fastify/compress leaves an answer
 * that already has its Content-Encoding as it is and compresses every other one as before. A shared answer also
 * carries an ETag and `Cache-Control: no-cache`, and a request naming its tag is answered 304 with no body.
 */
export function installKeptJson(api: FastifyInstance): void {
  const sending = new WeakMap<FastifyReply, Buffer>();
  const tags = new WeakMap<object, string>();
  /** Replies answered 304: nothing is serialized, compressed or sent for them. */
  const unchanged = new WeakSet<FastifyReply>();
  // Fastify types a serializer as returning a string, but sends a Buffer it returns as it is (its onSend hooks and
  // Content-Length take either): a kept answer goes out as its kept bytes.
  const serialize = (payload: unknown, statusCode: number): string | Buffer =>
    statusCode === 304
      ? ''
      : ((typeof payload === 'object' && payload !== null ? json.get(payload) : undefined) ?? JSON.stringify(payload));
  api.setReplySerializer(serialize as (payload: unknown, statusCode: number) => string);
  // Callback hooks, not async ones: a promise and a microtask less on every answer.
  api.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const bytes = typeof payload === 'object' && payload !== null ? json.get(payload) : undefined;
    if (bytes !== undefined && shared.has(payload as object)) {
      // The same for every client and nothing of a customer in it: the browser may keep it and ask again with its tag.
      let tag = tags.get(payload as object);
      if (tag === undefined) {
        tag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
        tags.set(payload as object, tag);
      }
      reply.header('etag', tag).header('cache-control', SHARED_CACHE_CONTROL);
      if (matchesTag(request.headers['if-none-match'], tag)) {
        void reply.code(304);
        unchanged.add(reply);
        return done(null, payload);
      }
    }
    if (bytes === undefined || bytes.length < compressFrom || request.headers['x-no-compression'] !== undefined)
      return done(null, payload);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return done(null, payload);
    const copies = compressed.get(payload as object) ?? {};
    compressed.set(payload as object, copies);
    sending.set(reply, (copies[encoding] ??= ownPages(compress(bytes, encoding, shared.has(payload as object)))));
    reply.header('content-encoding', encoding);
    return done(null, payload);
  });
  api.addHook('onSend', (_request, reply, payload, done) =>
    done(null, unchanged.has(reply) ? null : (sending.get(reply) ?? payload)),
  );
}
