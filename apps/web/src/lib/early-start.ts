import type { ApiFetcherArgs } from '@ts-rest/core';

/**
 * The start-up calls public/early-start.js sends while the app's script downloads (issue 22, ADR 026):
 * app-config.json, then — in the locale cookie's language — preload, catalogue, config and auth state. The
 * API client takes each answer once, in place of sending the same call itself, only when the call it would
 * send is exactly the one already sent (method, address and Accept-Language); anything else, or a second
 * attempt (a retry), goes to the network as usual. early-start.test.ts holds the script to the app's calls.
 */
export interface EarlyStart {
  /** app-config.json as the script read it. */
  appConfig: unknown;
  /** `GET <address> <accept-language>` → the call under way. */
  calls: Record<string, Promise<Response>>;
}
declare global {
  interface Window {
    /** Set by public/early-start.js; null when app-config.json could not be read. */
    __taxcertEarlyStart?: Promise<EarlyStart | null>;
  }
}

let ended = false;
const started = (): Promise<EarlyStart | null> =>
  ended || typeof window === 'undefined' ? Promise.resolve(null) : (window.__taxcertEarlyStart ?? Promise.resolve(null));

/**
 * The start-up is over (its catalogue is applied: app/BootGate.tsx): an answer nobody took is dropped, so that a
 * later call — a refetch of the configuration, say — never gets a start-up answer.
 */
export function endEarlyStart(): void {
  ended = true;
}

/** The call's key, as public/early-start.js writes it. */
export const earlyKey = (method: string, address: string, locale: string): string => `${method} ${address} ${locale}`;

/** app-config.json's content if public/early-start.js read it, else undefined. */
export async function earlyAppConfig(): Promise<unknown> {
  return (await started())?.appConfig;
}

/**
 * The answer of a start-up call already sent, as ts-rest's fetcher gives it (`tsRestFetchApi`: a JSON body
 * parsed, a text body as text, anything else as a Blob), or undefined. Each answer is taken once. A call that
 * failed on the network rejects as fetch does, so the connection's retry sends it again itself.
 */
export async function takeEarlyAnswer(args: Pick<ApiFetcherArgs, 'method' | 'path' | 'headers'>): Promise<{ status: number; body: unknown; headers: Headers } | undefined> {
  const early = await started();
  if (ended) return undefined;
  const key = earlyKey(args.method, args.path, args.headers['accept-language'] ?? '');
  const call = early?.calls[key];
  if (!early || !call) return undefined;
  delete early.calls[key];
  const response = await call;
  const type = response.headers.get('content-type');
  if (type?.includes('application/') && type.includes('json')) return { status: response.status, body: await response.json(), headers: response.headers };
  if (type?.includes('text/')) return { status: response.status, body: await response.text(), headers: response.headers };
  return { status: response.status, body: await response.blob(), headers: response.headers };
}
