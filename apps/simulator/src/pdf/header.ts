import type { FormDefinition } from '@taxcert/engine';
import { printedHeader, type PrintedHeader, type Translate } from '@taxcert/forms';
import { INK, MARGIN } from './draw';

type Doc = PDFKit.PDFDocument;

const MUTED = '#555555';
/** The header's title band above its rule, and the title's type sizes (the largest that fits, the smallest allowed). */
const TITLE_BAND = 62;
const TITLE_SIZE = 13;
const TITLE_MIN_SIZE = 9;
/** The columns beside the title: the form number on the left, OMB and catalogue numbers (or the corner text) on the right. */
const SIDE = 120;
const NOTE_SIZE = 7;
/** The "Instead, use Form:" column of the list. */
const INSTEAD_WIDTH = 110;

/** A small solid triangle, as the IRS prints before each header note. */
function arrow(doc: Doc, x: number, y: number): void {
  doc.polygon([x, y + 1], [x + 4, y + 3.5], [x, y + 6]).fill(INK);
}

/** The left column: "Form", the form number, the revision and the agency. */
function formNumber(doc: Doc, header: PrintedHeader, formType: string, t: Translate, top: number): void {
  doc.font('Helvetica').fontSize(8).fillColor(INK).text(t('pdf.formWord'), MARGIN, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(header.formNumber, MARGIN, top + 8, { width: SIDE });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(`(${header.revision})`, MARGIN, top + 32, { width: SIDE });
  doc.text(t(`pdf.${formType}.agency`), MARGIN, top + 41, { width: SIDE });
}

/**
 * The right column: the OMB number in a box and the catalogue number where the definition gives them; a form without
 * either prints its corner text ("Give form to the requester…", "Protected B when completed") there instead. The
 * submission reference closes it.
 */
function corner(
  doc: Doc,
  header: PrintedHeader,
  formType: string,
  t: Translate,
  top: number,
  submissionReference: string | null,
): void {
  const x = MARGIN + doc.page.width - 2 * MARGIN - SIDE;
  if (header.omb) {
    doc.font('Helvetica').fontSize(8).fillColor(INK);
    doc
      .rect(x, top + 4, SIDE, 16)
      .lineWidth(0.8)
      .stroke(INK);
    doc.text(header.omb, x, top + 8.5, { width: SIDE, align: 'center', lineBreak: false });
    if (header.catalogueNumber)
      doc
        .fontSize(7)
        .fillColor(MUTED)
        .text(header.catalogueNumber, x, top + 25, { width: SIDE, align: 'right' });
  }
  // The corner text where nothing else stands there. A W-8's "give this form to…" is one of its notes, and every W-8
  // prints an OMB number here; the RC forms' notes stand under the title and never say "Protected B when completed".
  if (!header.omb)
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t(`pdf.${formType}.corner`), x, top + 8, { width: SIDE, align: 'right' });
  // At 7 pt the reference (e.g. "Référence TC-20261128-F000012") stays on one line in the corner's width.
  if (submissionReference)
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(t('pdf.reference', { id: submissionReference }), x, top + 46, { width: SIDE, align: 'right' });
  doc.fillColor(INK);
}

/**
 * The title between the form number and the corner, above the rule — a long one (the French RC519's four lines at
 * 13 pt) set smaller until it fits the title band, down to 9 pt — then the header notes under it, each after an
 * arrow. Returns where the notes end.
 */
function titleAndNotes(doc: Doc, header: PrintedHeader, top: number): number {
  const x = MARGIN + SIDE + 10;
  const width = doc.page.width - 2 * MARGIN - 2 * SIDE - 20;
  let size = TITLE_SIZE;
  doc.font('Helvetica-Bold');
  while (
    size > TITLE_MIN_SIZE &&
    doc.fontSize(size).heightOfString(header.title, { width, align: 'center' }) > TITLE_BAND - 12
  )
    size -= 0.5;
  doc.fontSize(size).text(header.title, x, top + 4, { width, align: 'center' });
  let y = doc.y + 3;
  doc.font('Helvetica').fontSize(NOTE_SIZE).fillColor(INK);
  for (const note of header.notes) {
    arrow(doc, x, y);
    doc.fillColor(INK).text(note, x + 7, y, { width: width - 7 });
    y = doc.y + 1;
  }
  return y;
}

/**
 * The "Do NOT use this form for:" list as the IRS prints it under the header: the heading on the left, "Instead, use
 * Form:" on the right, each row's text with a dotted leader to the form numbers it names. Returns where it ends.
 */
function notForList(doc: Doc, list: NonNullable<PrintedHeader['notFor']>, top: number): number {
  const width = doc.page.width - 2 * MARGIN;
  const textWidth = width - INSTEAD_WIDTH - 16;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
  doc.text(list.heading, MARGIN, top, { width: textWidth });
  doc.text(list.insteadHeading, MARGIN + width - INSTEAD_WIDTH, top, { width: INSTEAD_WIDTH, align: 'right' });
  let y = Math.max(doc.y, top + 10) + 2;
  for (const row of list.rows) {
    doc.font('Helvetica').fontSize(7.5).fillColor(INK);
    doc.text('•', MARGIN + 2, y, { lineBreak: false });
    doc.text(row.text, MARGIN + 10, y, { width: textWidth - 10 });
    const end = doc.y;
    const forms = row.instead.map((form) => form.number).join(', ');
    if (forms) {
      // The leader runs from the end of the text's last line to the numbers, on that line.
      const lastLine = end - doc.currentLineHeight(true);
      const names = doc.font('Helvetica-Bold').widthOfString(forms);
      doc.text(forms, MARGIN + width - INSTEAD_WIDTH, lastLine, {
        width: INSTEAD_WIDTH,
        align: 'right',
        lineBreak: false,
      });
      // From the end of a one-line text (a longer one's last line is not measured: from the text column's end).
      doc.font('Helvetica').fontSize(7.5);
      const oneLine = doc.heightOfString(row.text, { width: textWidth - 10 }) <= doc.currentLineHeight(true) + 0.5;
      const from = oneLine ? MARGIN + 10 + doc.widthOfString(row.text) + 6 : MARGIN + textWidth + 4;
      const to = MARGIN + width - Math.min(names, INSTEAD_WIDTH) - 4;
      if (to > from)
        doc
          .save()
          .lineWidth(0.6)
          .dash(0.6, { space: 2.2 })
          .moveTo(from, lastLine + 6)
          .lineTo(to, lastLine + 6)
          .stroke('#777777')
          .restore();
    }
    y = end + 2;
  }
  return y;
}

/**
 * The first page's header: the institution's name above it (ADR 045); the form number, revision and agency
 * on the left; the title and the header notes in the middle; the OMB and catalogue numbers on the right; a heavy rule;
 * then the "Do not use this form for" list and a rule under it. Everything is read from the definition
 * (`printedHeader`): a form without a header or list prints as before.
 */
export function drawHeader(
  doc: Doc,
  definition: FormDefinition,
  t: Translate,
  submissionReference: string | null,
  institution: string | undefined,
): void {
  const top = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const header = printedHeader(definition, t);
  if (institution) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(institution, MARGIN, top - 16, { width, align: 'right', lineBreak: false });
  }
  formNumber(doc, header, definition.formType, t, top);
  corner(doc, header, definition.formType, t, top, submissionReference);
  const notesEnd = titleAndNotes(doc, header, top);
  const rule = Math.max(top + TITLE_BAND, notesEnd + 2);
  doc
    .lineWidth(1.5)
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .stroke(INK);
  let y = rule + 10;
  if (header.notFor) {
    const end = notForList(doc, header.notFor, rule + 5);
    doc
      .lineWidth(1)
      .moveTo(MARGIN, end + 2)
      .lineTo(MARGIN + width, end + 2)
      .stroke(INK);
    y = end + 8;
  }
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = y;
}
