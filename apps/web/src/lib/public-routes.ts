/**
 * Public routes (app-shell.md §2): reachable without signing in and without the EULA; the auth-state
 * poll is skipped on them.
 */
const PUBLIC_PREFIXES = [
  '/authentalink',
  '/confirmPin',
  '/loggedout',
  '/unauthorized',
  '/unlicensed',
  '/unavailable',
  '/server',
  '/no-internet',
  '/unsupported',
  '/sessiontimeout',
  '/alreadyloggedin',
  '/insufficient-information',
  '/links/',
  '/uad/',
];

/** The main routes: `/`, form selection, the questionnaire and the form screens. Anything else is public. */
const MAIN_ROUTES = [/^\/$/, /^\/form-selection\/?$/, /^\/pre-qualifying-questionnaire\/?$/, /^\/forms\/.+/];

export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) {
    return true;
  }
  return !MAIN_ROUTES.some((pattern) => pattern.test(pathname));
}
