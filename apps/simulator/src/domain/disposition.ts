import { createRequire } from 'node:module';

/**
 * content-disposition 1.1.0 (this package's dependency; CommonJS without types of its own). Loaded with
 * require from here so that neither TypeScript nor a consumer's tsconfig picks up the hoisted 3.x instead.
 */
const contentDisposition = createRequire(import.meta.url)('content-disposition') as (
  filename: string,
  options: { type: 'inline' | 'attachment'; fallback: string },
) => string;

/**
 * A Content-Disposition header for a file name in any script (RFC 6266): an ASCII `filename` for old
 * clients — accents dropped (résumé → resume), other characters as `_` — and `filename*=UTF-8''…` with the
 * real name. A raw non-Latin-1 name in a header made Node throw (500), and a Latin-1 one went out as
 * mojibake.
 */
export function disposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return contentDisposition(name, { type: kind, fallback });
}
