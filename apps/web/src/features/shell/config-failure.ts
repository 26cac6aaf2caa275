import { centralRedirect, isHttpFailure, isNetworkError } from '../../lib/http-errors';

/**
 * Where a failed GET /api/config leads (app-shell.md §2 "Redirects caused by configuration"): network
 * error → /no-internet, 403 → /unlicensed (or /sessiontimeout), 429/502/503 → /unavailable, 500 and
 * anything else → /server.
 */
export function configFailureRoute(error: unknown): string {
  if (isNetworkError(error)) return '/no-internet';
  if (isHttpFailure(error) && error.status === 502) return '/unavailable';
  return centralRedirect(error) ?? '/server';
}
