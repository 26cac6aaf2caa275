import { execFileSync } from 'node:child_process';

/** The text of a PDF, as poppler's pdftotext extracts it. */
export function pdfText(path: string): string {
  return execFileSync('/usr/bin/pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}
