import type { StatusPath } from '../../lib/navigation/paths';

/** What a status page shows: one of the status routes of `lib/navigation/paths.ts`, or not-found (any other path). */
export type StatusKind = StatusPath | 'not-found';

/** The status pages of app-shell.md §2 and their message keys (title and text). */
export const statusPages = {
  loggedout: 'status.loggedout',
  unauthorized: 'status.unauthorized',
  unlicensed: 'status.unlicensed',
  unavailable: 'status.unavailable',
  server: 'status.server',
  'no-internet': 'status.noInternet',
  unsupported: 'status.unsupported',
  sessiontimeout: 'status.sessiontimeout',
  alreadyloggedin: 'status.alreadyloggedin',
  'not-found': 'status.notFound',
} as const satisfies Record<StatusKind, string>;
