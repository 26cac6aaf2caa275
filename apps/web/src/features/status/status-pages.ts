/** The public status pages of app-shell.md §2 and their message keys (title and text). */
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
} as const;
export type StatusKind = keyof typeof statusPages;
