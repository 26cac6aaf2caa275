import { ErrorCodes, ErrorSchema, type ApiError } from '@taxcert/contracts';
import { isNetworkFailure } from './connection';
import { paths, type StatusHref } from './paths';

/**
 * The spec's central redirects and error texts (app-shell.md §2 "Redirects caused by configuration and
 * call outcomes", §6, §8), in one place. Each call site narrows on its own contract statuses first and
 * hands anything it does not handle itself to {@link centralRedirect}.
 */
export type CentralRoute = StatusHref<'unauthorized' | 'sessiontimeout' | 'unlicensed' | 'unavailable'>;

/** A response ts-rest threw (non-2xx) as opposed to a network failure. */
export interface HttpFailure {
  status: number;
  body: unknown;
}

export function isHttpFailure(error: unknown): error is HttpFailure {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/**
 * A non-2xx answer as an Error, for code that calls the client directly and throws (react-query hooks
 * throw the response object itself; both satisfy {@link isHttpFailure}).
 */
export class HttpResponseError extends Error implements HttpFailure {
  readonly status: number;
  readonly body: unknown;
  constructor(response: HttpFailure) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpResponseError';
    this.status = response.status;
    this.body = response.body;
  }
}

/** The `{code, message}` envelope of a failure, when the body is one. */
export function errorBody(error: unknown): ApiError | null {
  if (!isHttpFailure(error)) return null;
  const parsed = ErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** A network failure (no answer at all), as fetch reports it. */
export function isNetworkError(error: unknown): boolean {
  return isNetworkFailure(error);
}

/** 403 with body code 498: the session timed out (app-shell.md §6). */
export function isSessionTimeout(error: unknown): boolean {
  return isHttpFailure(error) && error.status === 403 && errorBody(error)?.code === ErrorCodes.SessionTimeout;
}

/**
 * Where a failure must take the user regardless of the call, or null when the caller decides
 * (§8): 401 → /unauthorized; 403 with code 498 → /sessiontimeout; other 403 → /unlicensed;
 * 429 and 503 → /unavailable.
 */
export function centralRedirect(error: unknown): CentralRoute | null {
  if (!isHttpFailure(error)) return null;
  switch (error.status) {
    case 401:
      return paths.status('unauthorized');
    case 403:
      return isSessionTimeout(error) ? paths.status('sessiontimeout') : paths.status('unlicensed');
    case 429:
    case 503:
      return paths.status('unavailable');
    default:
      return null;
  }
}

/** The login URL a 401 on the config call leads to, keeping the current query string (§8). */
export function loginUrl(apiHost: string, search: string): string {
  return `${apiHost}/api/auth/login${search}`;
}

/**
 * Where a failed GET /api/config leads (§2): network error → /no-internet, 401 → the login URL
 * (`{external}`), 403 → /unlicensed (or /sessiontimeout with code 498), 429/502/503 → /unavailable,
 * 500 and anything else → /server.
 */
export function configFailureTarget(error: unknown): { route: string } | { external: 'login' } {
  if (isNetworkError(error)) return { route: paths.status('no-internet') };
  if (isHttpFailure(error)) {
    if (error.status === 401) return { external: 'login' };
    if (error.status === 502) return { route: paths.status('unavailable') };
  }
  return { route: centralRedirect(error) ?? paths.status('server') };
}

/** A failure as a notification's code and message (§8): the body's envelope, or the catalogue's fallbacks. */
export function describeFailure(
  error: unknown,
  t: (key: string) => string,
  fallback: { code: number; messageKey: string } | null = null,
): { code: number; message: string; title?: string } {
  const body = errorBody(error);
  if (body) return body;
  if (isNetworkError(error)) return { code: 502, title: t('errors.networkTitle'), message: t('errors.network') };
  if (fallback) return { code: fallback.code, message: t(fallback.messageKey) };
  return { code: 500, message: t('errors.missingBody') };
}
