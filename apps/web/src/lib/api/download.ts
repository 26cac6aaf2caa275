/**
 * The file name of a download from its content-disposition header (RFC 6266): `filename*` (RFC 5987,
 * percent-encoded UTF-8) wins over `filename`; quotes are removed; path parts are dropped. Falls back
 * to `fallback` (form.pdf per app-shell.md §7).
 */
export function fileNameFromContentDisposition(header: string | null | undefined, fallback = 'form.pdf'): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(extended.replace(/^"(.*)"$/, '$1'));
    if (match?.[2]) {
      try {
        const name = sanitize(decodeURIComponent(match[2]));
        if (name) return name;
      } catch {
        // a malformed escape: fall through to the plain parameter
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  if (plain) {
    const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
    const name = sanitize(unquoted);
    if (name) return name;
  }
  return fallback;
}

function sanitize(name: string): string {
  return (name.split(/[/\\]/).pop() ?? '').trim();
}

/**
 * Saves a blob under a file name: holds a temporary object address, clicks a temporary
 * `<a download>`, then releases the address (app-shell.md §4 "PDF download").
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = doc.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    doc.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been dispatched; the browser has taken its own reference by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
