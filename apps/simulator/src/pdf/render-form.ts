import type { FormData } from '@taxcert/contracts';
import { evaluateForm, type AnswerValue, type FormDefinition, type ReferenceData } from '@taxcert/engine';
import { signedDay, validUntil } from '@taxcert/forms';
import PDFDocument from 'pdfkit';
import type { SignatureEvidence } from '../store/forms';
import { formatAnswer } from './values';

export interface FormPdfInput {
  definition: FormDefinition;
  data: FormData;
  /** The reference data the answers were checked with (domain/reference.ts): what is shown is what was checked. */
  reference: ReferenceData;
  messages: Record<string, string>;
  /** preview: a PREVIEW watermark on every page. */
  mode: 'preview' | 'document';
  signature: SignatureEvidence | null;
  formId: number;
}

const MARGIN = 40;
/** Questions of the signature section printed on the signature line, under the perjury statement. */
const SIGNATURE_LINE = new Set(['signature', 'date', 'dateSigned']);
const INK = '#111111';
const MUTED = '#555555';

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

function watermark(doc: PDFKit.PDFDocument, t: Translate): void {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc.font('Helvetica-Bold').fontSize(110).fillColor('#c62828').fillOpacity(0.12);
  doc.text(t('pdf.preview.watermark'), 0, height / 2 - 60, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('#c62828').font('Helvetica-Bold').fontSize(8);
  doc.text(t('pdf.preview.banner'), MARGIN, 18, { width: width - 2 * MARGIN, align: 'center', lineBreak: false });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = MARGIN;
}

/** The certification statement of a form (its definition names the key), one line per item. */
function certificationLines(definition: FormDefinition, text: (key: string) => string | undefined): string[] {
  const key = definition.certificationStatement;
  return (key ? (text(key) ?? '') : '').split('\n').filter((line) => line.trim() !== '');
}

function header(doc: PDFKit.PDFDocument, definition: FormDefinition, t: Translate, formId: number): void {
  const top = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  doc.lineWidth(1.5).moveTo(MARGIN, top + 62).lineTo(MARGIN + width, top + 62).stroke(INK);
  doc.font('Helvetica').fontSize(8).fillColor(INK).text(t('pdf.formWord'), MARGIN, top);
  doc.font('Helvetica-Bold').fontSize(20).text(t(`pdf.${definition.formType}.formName`), MARGIN, top + 8, { width: 120 });
  doc.font('Helvetica').fontSize(7).text(`(${definition.revision})`, MARGIN, top + 32, { width: 120 });
  doc.text(t(`pdf.${definition.formType}.agency`), MARGIN, top + 41, { width: 120 });
  doc.font('Helvetica-Bold').fontSize(13).text(t(`pdf.${definition.formType}.title`), MARGIN + 130, top + 10, { width: width - 260, align: 'center' });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(t(`pdf.${definition.formType}.corner`), MARGIN + width - 120, top + 8, { width: 120, align: 'right' });
  doc.text(t('pdf.reference', { id: formId }), MARGIN + width - 120, top + 44, { width: 120, align: 'right' });
  doc.fillColor(INK).y = top + 72;
}

function blockHeading(doc: PDFKit.PDFDocument, title: string, part: string | undefined, t: Translate): void {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y > doc.page.height - 140) doc.addPage();
  const y = doc.y + 6;
  doc.rect(MARGIN, y, width, 16).fill('#1f1f1f');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(9).text(part && !title.startsWith(t('pdf.part', { part })) ? `${t('pdf.part', { part })}   ${title}` : title, MARGIN + 6, y + 4, { width: width - 12 });
  doc.fillColor(INK);
  doc.y = y + 22;
}

function row(doc: PDFKit.PDFDocument, line: string | undefined, label: string, value: string): void {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y > doc.page.height - 80) doc.addPage();
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).text(line ?? '', MARGIN, y, { width: 22 });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, MARGIN + 24, y, { width: width - 24 });
  doc.fillColor(INK).font('Helvetica').fontSize(10).text(value || '—', MARGIN + 24, doc.y + 1, { width: width - 24 });
  const bottom = doc.y + 3;
  doc.lineWidth(0.5).moveTo(MARGIN, bottom).lineTo(MARGIN + width, bottom).stroke('#9e9e9e');
  doc.y = bottom + 4;
}

/**
 * The W-8 validity line: 31 December of the third year after the date signed — the date on the form (in
 * the form's date format, or the group's), as the success page reads it; the UTC time of signing when it
 * cannot be read.
 */
function validity(doc: PDFKit.PDFDocument, definition: FormDefinition, signature: SignatureEvidence, t: Translate): void {
  const signedOn = signedDay(signature.signDate, definition.dateFormat) ?? new Date(signature.signedAt);
  const until = validUntil(definition.formType, signedOn);
  if (!until) return;
  const [year, month, day] = until.split('-');
  const date = `${month}-${day}-${year}`;
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(9).text(t('pdf.validUntil', { date }), MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
}

function evidence(doc: PDFKit.PDFDocument, signature: SignatureEvidence, t: Translate): void {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y > doc.page.height - 130) doc.addPage();
  const y = doc.y + 10;
  const lines = [
    t('pdf.evidence.printName', { value: signature.printName }),
    t('pdf.evidence.capacity', { value: signature.capacity || '—' }),
    t('pdf.evidence.signedAt', { value: signature.signedAt }),
    t('pdf.evidence.signDate', { value: signature.signDate }),
    t(signature.pinVerified ? 'pdf.evidence.pinVerified' : 'pdf.evidence.pinNotVerified'),
    t('pdf.evidence.dataHash', { value: signature.dataHash }),
  ];
  doc.rect(MARGIN, y, width, 16 + lines.length * 12).lineWidth(0.8).stroke(INK);
  doc.font('Helvetica-Bold').fontSize(9).text(t('pdf.evidence.title'), MARGIN + 8, y + 5);
  doc.font('Helvetica').fontSize(8);
  lines.forEach((line, i) => doc.text(line, MARGIN + 8, y + 18 + i * 12, { width: width - 16 }));
  doc.y = y + 22 + lines.length * 12;
}

/** Renders a form's answers as a PDF laid out in the official form's parts and line order. */
export async function renderFormPdf(input: FormPdfInput): Promise<Buffer> {
  const { definition, data, messages } = input;
  const find = (key: string): string | undefined => messages[key];
  const t: Translate = (key, values = {}) =>
    (messages[key] ?? key).replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => String(values[name] ?? whole));
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `${t(definition.title)} (${definition.revision})`, Author: 'Taxcert' } });
  const done = collect(doc);
  if (input.mode === 'preview') {
    doc.on('pageAdded', () => watermark(doc, t));
    watermark(doc, t);
  }
  header(doc, definition, t, input.formId);
  const evaluation = evaluateForm(definition, data, { reference: input.reference });
  for (const block of definition.blocks) {
    const state = evaluation.blocks[block.id];
    if (!state?.visible) continue;
    blockHeading(doc, t(block.title), block.part, t);
    const blockData = data[block.id] ?? {};
    const visible = block.questions.filter((question) => state.questions[question.id]?.visible);
    const printRow = (question: (typeof visible)[number]) => {
      const items = question.items;
      const value = blockData[question.id];
      if (!items || !Array.isArray(value)) return row(doc, question.line, t(question.label), formatAnswer(question, value, blockData, t));
      // A repeater: its label, then each item's answers under the item's title ("Tax residence 1"…).
      row(doc, question.line, t(question.label), value.length === 0 ? '' : `${value.length}`);
      value.forEach((item, index) => {
        const answers = (typeof item === 'object' && item !== null ? item : {}) as Record<string, AnswerValue>;
        const title = `${t(items.itemTitle)} ${index + 1}`;
        for (const sub of items.questions) {
          const text = formatAnswer(sub, answers[sub.id], answers, t);
          if (text !== '') row(doc, undefined, `${title} — ${t(sub.label)}`, text);
        }
      });
    };
    if (block.id !== definition.signatureSection) {
      visible.forEach(printRow);
      continue;
    }
    // The signature section: the signer's details, then the perjury statement, then — directly under
    // it — the signature line (signature and date), as the IRS requires for substitute forms.
    visible.filter((q) => !SIGNATURE_LINE.has(q.id)).forEach(printRow);
    // Item n of the statement is its line "n."; the definition names the items struck for these answers.
    const struck = new Set(definition.certification?.struckItems?.(data) ?? []);
    doc.moveDown(0.4);
    certificationLines(definition, find).forEach((line) => {
      const strike = struck.has(Number(/^(\d+)\./.exec(line)?.[1]));
      doc.font('Helvetica').fontSize(8.5).text(line, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN, strike });
      doc.moveDown(0.3);
    });
    doc.moveDown(0.2);
    visible.filter((q) => SIGNATURE_LINE.has(q.id)).forEach(printRow);
  }
  if (input.signature) {
    evidence(doc, input.signature, t);
    validity(doc, definition, input.signature, t);
  }
  doc.end();
  return done;
}
