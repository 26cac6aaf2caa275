import { performance } from 'node:perf_hooks';
import type { PrintedPart, PrintedRow, PrintedSignature, Translate } from '@taxcert/forms';

export const MARGIN = 40;
export const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9e9e9e';
/** Left gutter of the official line numbers. */
const GUTTER = 24;
/** Where the signature line's cells start at the least (the IRS's "Sign Here" leaves this much), and the gap after the label. */
const SIGN_HERE_MIN = 64;
const SIGN_HERE_GAP = 10;

type Doc = PDFKit.PDFDocument;

const width = (doc: Doc): number => doc.page.width - 2 * MARGIN;

/** A new page when fewer than `space` points are left above the bottom margin. */
function keep(doc: Doc, space: number): void {
  if (doc.y + space > doc.page.height - MARGIN) doc.addPage();
}

/** A part heading as on the IRS forms: "Part I" (or the form's own word, "Section 2") white on black, then the part's title in bold. */
function partHeading(doc: Doc, heading: string, word: string): void {
  keep(doc, 60);
  const y = doc.y + 6;
  doc.font('Helvetica-Bold').fontSize(9);
  const box = doc.widthOfString(word) + 12;
  doc.rect(MARGIN, y, box, 15).fill('#1f1f1f');
  doc.fillColor('#ffffff').text(word, MARGIN + 6, y + 4, { lineBreak: false });
  const title = heading.startsWith(word) ? heading.slice(word.length).trim() : heading;
  doc.fillColor(INK).text(title, MARGIN + box + 8, y + 4, { width: width(doc) - box - 8 });
  doc
    .lineWidth(1)
    .moveTo(MARGIN, y + 15)
    .lineTo(MARGIN + width(doc), y + 15)
    .stroke(INK);
  doc.y = Math.max(doc.y, y + 15) + 6;
}

/**
 * The text with a line break wherever a word is wider than the line, at the last character that fits. pdfkit breaks
 * such a word itself, but by measuring ever shorter prefixes of it — time that grows with the square of its length
 * (a 1,000-character word held the event loop 30–80 ms); measuring each character once prints the same lines.
 */
export function breakable(doc: Doc, text: string, lineWidth: number): string {
  if (doc.widthOfString(text) <= lineWidth) return text;
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (/\s/.test(word) || doc.widthOfString(word) <= lineWidth) return word;
      const lines: string[] = [];
      let line = '';
      let used = 0;
      for (const char of word) {
        const charWidth = doc.widthOfString(char);
        if (line !== '' && used + charWidth > lineWidth - 1) {
          lines.push(line);
          line = '';
          used = 0;
        }
        line += char;
        used += charWidth;
      }
      return [...lines, line].join('\n');
    })
    .join('');
}

/** One line of the form: its number in the gutter, the label in small type, the answer under it (nothing when blank). */
export function row(doc: Doc, printed: PrintedRow): void {
  keep(doc, 40);
  const y = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(7.5)
    .fillColor(INK)
    .text(printed.line ?? '', MARGIN, y, { width: GUTTER - 2 });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(printed.label, MARGIN + GUTTER, y, { width: width(doc) - GUTTER });
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9.5)
    .text(breakable(doc, printed.value, width(doc) - GUTTER), MARGIN + GUTTER, doc.y + 0.5, {
      width: width(doc) - GUTTER,
    });
  if (printed.value === '') doc.moveDown(0.5);
  const bottom = doc.y + 2;
  doc
    .lineWidth(0.5)
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + width(doc), bottom)
    .stroke(RULE);
  doc.y = bottom + 3;
}

/**
 * The parts of the form in order, each heading once. `signature`: the block the last part ends with — that part
 * starts on a new page when it and the block would not fit on this one, so that the certification and the
 * signature line stay on one page, under their part's heading.
 */
export async function parts(
  doc: Doc,
  printed: PrintedPart[],
  signature?: PrintedSignature,
  yieldTurn: () => Promise<void> = async () => undefined,
): Promise<void> {
  for (const [index, part] of printed.entries()) {
    if (signature && index === printed.length - 1) {
      const needed = 30 + part.rows.length * 32 + signatureHeight(doc, signature);
      if (needed < doc.page.height - 2 * MARGIN) keep(doc, needed);
    }
    if (part.heading !== null && part.label !== null) partHeading(doc, part.heading, part.label);
    for (const printedRow of part.rows) {
      row(doc, printedRow);
      await yieldTurn();
    }
  }
}

/** How long a render holds the event loop before it gives other requests a turn (at most 50 ms in all; ADR 050). */
export const RENDER_SLICE_MS = 5;

/**
 * A render's turn-giver: once the render has run `RENDER_SLICE_MS` since its last turn, the next call waits for
 * `setImmediate`, so every request queued meanwhile (I/O included) runs before the render goes on. Before a heavy
 * step it waits once more than a millisecond has passed, so the step does not add to a slice already used.
 */
export function turnGiver(sliceMs = RENDER_SLICE_MS): (before?: 'heavyStep') => Promise<void> {
  let since = performance.now();
  return async (before) => {
    // Before a step that alone takes a few milliseconds (the signature block, the file's end), any time used counts.
    if (performance.now() - since < (before === 'heavyStep' ? 1 : sliceMs)) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/**
 * How high the signature block prints, erring on the high side (a part moved whole to the next page is better
 * than a certification cut from its signature line): its texts at their size, the signature line, the rows under it.
 */
function signatureHeight(doc: Doc, printed: PrintedSignature): number {
  doc.font('Helvetica').fontSize(8);
  const gap = doc.currentLineHeight(true) * 0.4;
  const measure = (text: string, indent = 0) => doc.heightOfString(text, { width: width(doc) - indent }) + gap;
  const texts = [
    measure(printed.intro),
    ...printed.items.flatMap((entry) => [measure(entry.text, 20), ...entry.sub.map((sub) => measure(sub, 32))]),
    ...[printed.note, printed.struckNote, printed.consent].map((text) => (text ? measure(text) : 0)),
    ...printed.ticked.map((box) => measure(box.label, 16)),
  ];
  return texts.reduce((sum, height) => sum + height, 0) + 70 + printed.under.length * 32;
}

function paragraph(doc: Doc, text: string, options: { indent?: number; strike?: boolean; bold?: boolean } = {}): void {
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(INK);
  doc.text(text, MARGIN + indent, doc.y, { width: width(doc) - indent, strike: options.strike ?? false });
  doc.moveDown(0.25);
}

/** An item with its marker ("1." or "•") hanging in the margin, struck through when it is crossed out. */
function item(doc: Doc, marker: string, text: string, indent: number, strike: boolean): void {
  keep(doc, 24);
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text(marker, MARGIN + indent, y, { width: 14, lineBreak: false });
  doc.text(text, MARGIN + indent + 14, y, { width: width(doc) - indent - 14, strike });
  doc.moveDown(0.25);
}

function checkbox(doc: Doc, checked: boolean, label: string): void {
  keep(doc, 24);
  const y = doc.y + 1;
  doc.lineWidth(0.8).rect(MARGIN, y, 9, 9).stroke(INK);
  if (checked)
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(INK)
      .text('X', MARGIN + 2, y + 1, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text(label, MARGIN + 16, y, { width: width(doc) - 16 });
  doc.moveDown(0.4);
}

/**
 * The certification as the signer read it (items struck through where they are crossed out, and said so in
 * words), the boxes ticked under it, the statement that must stand immediately above the signature line, then
 * the signature line — "Sign Here", the signature and the date, each under its label — and the printed name and
 * capacity below it.
 */
export function signatureBlock(doc: Doc, printed: PrintedSignature, t: Translate): void {
  keep(doc, 160);
  doc.moveDown(0.4);
  paragraph(doc, printed.intro);
  for (const entry of printed.items) {
    item(doc, entry.marker, entry.text, 6, entry.struck);
    for (const sub of entry.sub) paragraph(doc, sub, { indent: 32 });
  }
  if (printed.note) paragraph(doc, printed.note);
  if (printed.struckNote) paragraph(doc, printed.struckNote, { bold: true });
  printed.ticked.forEach((box) => checkbox(doc, box.checked, box.label));
  // The statement, the signature line and the rows under it stay together: nothing may come between them.
  const consent = printed.consent
    ? doc
        .font('Helvetica')
        .fontSize(8)
        .heightOfString(printed.consent, { width: width(doc) })
    : 0;
  keep(doc, consent + 70 + printed.under.length * 28);
  if (printed.consent) paragraph(doc, printed.consent);
  const top = doc.y + 4;
  doc
    .lineWidth(1.2)
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + width(doc), top)
    .stroke(INK);
  // "Sign Here" on one line, so that text extraction reads it as the paper form's words; the signature and date
  // start after it however long the catalogue's words are ("Sign Here (signez ici)"), or under it when it takes
  // more than 40 % of the line.
  const signHere = t('pdf.signHere');
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(signHere, MARGIN, top + 8, { lineBreak: false });
  const labelWidth = doc.widthOfString(signHere) + SIGN_HERE_GAP;
  const beside = labelWidth <= width(doc) * 0.4;
  const left = MARGIN + (beside ? Math.max(SIGN_HERE_MIN, labelWidth) : GUTTER);
  const y = beside ? top : top + doc.currentLineHeight(true) + 4;
  const columns = printed.line.length || 1;
  const span = (MARGIN + width(doc) - left) / columns;
  const widths = printed.line.map((_, index) =>
    index === 0 && columns > 1 ? span * 1.5 : (span * columns - span * 1.5) / Math.max(1, columns - 1),
  );
  let x = left;
  let bottom = top + 6;
  printed.line.forEach((cell, index) => {
    const w = columns === 1 ? span : (widths[index] ?? span);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(cell.value, x, y + 8, { width: w - 8 });
    const labelY = Math.max(doc.y + 2, y + 24);
    doc
      .lineWidth(0.5)
      .moveTo(x, labelY - 1)
      .lineTo(x + w - 8, labelY - 1)
      .stroke(RULE);
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(cell.label, x, labelY, { width: w - 8 });
    bottom = Math.max(bottom, doc.y);
    x += w;
  });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = bottom + 6;
  printed.under.forEach((printedRow) => row(doc, printedRow));
}
