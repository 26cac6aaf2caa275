import { ErrorCodes, ErrorSchema, type ApiError } from '@taxcert/contracts';

/**
 * The spec's central redirects (app-shell.md §6, §8), in one place. Each call site narrows on its own
 * contract statuses first and hands anything it does not handle itself to {@link centralRedirect}.
 */
export type CentralRoute = '/authentalink' | '/sessiontimeout' | '/unlicensed' | '/unavailable';

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

/** Where a failure must take the user regardless of the call, or null when the caller decides. */
export function centralRedirect(error: unknown): CentralRoute | null {
  if (!isHttpFailure(error)) return null;
  switch (error.status) {
    case 401:
      return '/authentalink';
    case 403:
      return errorBody(error)?.code === ErrorCodes.SessionTimeout ? '/sessiontimeout' : '/unlicensed';
    case 429:
    case 503:
      return '/unavailable';
    default:
      return null;
  }
}

/** A network failure (no answer at all), as fetch reports it. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** Statuses retried (app-shell.md §7): once at once, then once after 3 s. */
const RETRIED = new Set([408, 429, 501, 502, 503]);
export const RETRY_DELAY_MS = 3000;

export function isRetryable(error: unknown): boolean {
  return isNetworkError(error) || (isHttpFailure(error) && RETRIED.has(error.status));
}
