import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { breakable } from '../src/pdf/draw';
import { notoDocumentOptions, useNotoFonts } from '../src/pdf/fonts';

/**
 * A word wider than its line (a 1,000-character textarea answer without a space is accepted) is broken at the last
 * character that fits, by measuring each character once: the printed lines keep every character in order, each
 * line fits, and text that already fits or breaks at spaces is left as it is.
 */
describe('breakable', () => {
  const doc = new PDFDocument({ ...notoDocumentOptions(), size: 'LETTER' });
  useNotoFonts(doc, 'sc');
  doc.font('Helvetica').fontSize(9.5);
  const lineWidth = 300;

  it('leaves a text that fits, and words that fit, untouched', () => {
    expect(breakable(doc, 'Zurich', lineWidth)).toBe('Zurich');
    const spaced = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    expect(breakable(doc, spaced, lineWidth)).toBe(spaced);
  });

  it('breaks an over-wide word into lines that fit, keeping every character in order', () => {
    const word = 'ABCDEFGHIJ'.repeat(100);
    const printed = breakable(doc, `Before ${word} after`, lineWidth);
    const lines = printed.split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(printed.replace(/\n/g, '')).toBe(`Before ${word} after`);
    for (const line of lines.slice(1, -1)) expect(doc.widthOfString(line)).toBeLessThanOrEqual(lineWidth);
    // Each line is full: the next character would not have fit.
    expect(doc.widthOfString(`${lines[1]}${lines[2]!.charAt(0)}`)).toBeGreaterThan(lineWidth - 1);
  });

  it('keeps characters outside the Basic Multilingual Plane whole', () => {
    const printed = breakable(doc, '𠀀'.repeat(200), lineWidth);
    expect([...printed.replace(/\n/g, '')]).toHaveLength(200);
  });
});
