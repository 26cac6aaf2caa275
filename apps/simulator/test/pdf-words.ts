import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A word of a PDF with its box (points from the page's top left), as poppler reads it (pdftotext -bbox). */
export interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const out = mkdtempSync(join(tmpdir(), 'taxcert-pdf-words-'));

/** Every word of a PDF with its box, in reading order. */
export function words(bytes: Buffer, name: string): Word[] {
  const file = join(out, `${name}.pdf`);
  writeFileSync(file, bytes);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'");
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: decode(m[5] ?? ''),
  }));
}

/** Letters and digits only: a word broken at a hyphen, or an apostrophe extracted another way, still matches. */
const bare = (text: string): string => text.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The words that spell `text` where they follow one another in `all` (the last such run: the signature line ends
 * the form), compared on their letters and digits; [] when absent.
 */
export function run(all: Word[], text: string): Word[] {
  const target = bare(text);
  for (let start = all.length - 1; start >= 0; start--) {
    let spelled = '';
    for (let end = start; end < all.length && spelled.length < target.length; end++) {
      spelled += bare(all[end]?.text ?? '');
      if (spelled === target) return all.slice(start, end + 1);
      if (!target.startsWith(spelled)) break;
    }
  }
  return [];
}

export const overlaps = (a: Word, b: Word) => a.xMin < b.xMax && b.xMin < a.xMax && a.yMin < b.yMax && b.yMin < a.yMax;
