import { matchPath } from 'react-router-dom';
import { routeTable } from './paths';

/**
 * Public routes (app-shell.md §2): reachable without signing in and without the EULA; the auth-state
 * poll is skipped on them. Read from the route table (`paths.ts`): a path is public unless a main route
 * matches it (`/`, form selection, the questionnaire, the form and group screens and their success
 * pages). A path no route matches shows not-found, which is public too.
 */
const MAIN_PATTERNS = routeTable.filter((route) => !route.isPublic).map((route) => route.pattern);

export function isPublicPath(pathname: string): boolean {
  return !MAIN_PATTERNS.some((pattern) => matchPath(pattern, pathname));
}
