import { paths } from '../../lib/navigation/paths';

/** A server-given navigation target, accepted only as an in-app path (no scheme, no other host). */
export function safeInternalPath(path: string | null | undefined, fallback: string = paths.landing()): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  return path;
}
