import type { ErrorCodes } from '@taxcert/contracts/client';

/**
 * Error reporting (app-shell.md §8 "Uncaught script error: logged with code 0", "Render crash: logged"):
 * POST /api/consolelog?level=error&code=…&message=… with no body. Plain fetch, not the API client, so a
 * failing report is neither retried nor reported again.
 */
let apiBase = '';
/** The contract's code of an uncaught script error, by value: the compiler holds it to `ErrorCodes`, which stays out of
 * the start-up file (ADR 093). */
const UNCAUGHT_SCRIPT: (typeof ErrorCodes)['UncaughtScript'] = 0;
const MAX_MESSAGE = 2000;

export function reportError(code: number, message: string): void {
  const query = new URLSearchParams({ level: 'error', code: String(code), message: message.slice(0, MAX_MESSAGE) });
  void fetch(`${apiBase}/api/consolelog?${query.toString()}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    keepalive: true,
  }).catch(() => undefined);
}

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? 'unknown error');
}

/** Reports every uncaught error and unhandled rejection with code 0. */
export function installErrorReporting(apiHost: string, target: Window = window): void {
  apiBase = apiHost;
  target.addEventListener('error', (event) => {
    reportError(UNCAUGHT_SCRIPT, event.error ? describe(event.error) : event.message);
  });
  target.addEventListener('unhandledrejection', (event) => {
    reportError(UNCAUGHT_SCRIPT, describe(event.reason));
  });
}
