import type { FormData } from '@taxcert/contracts';
import { capacityLabelKey, evaluateForm, type FormDefinition, type ReferenceData } from '@taxcert/engine';
import { printedForm, signDateFormatOf, signDateOnForm, signedDay, validUntil, type Translate } from '@taxcert/forms';
import PDFDocument from 'pdfkit';
import type { SignatureEvidence } from '../store/forms';
import { translator } from '../domain/messages';
import { INK, MARGIN, parts, signatureBlock, turnGiver } from './draw';
import { notoDocumentOptions, useNotoFonts } from './fonts';
import { drawHeader } from './header';

export interface FormPdfInput {
  definition: FormDefinition;
  data: FormData;
  /** The reference data the answers were checked with (domain/reference.ts): what is shown is what was checked. */
  reference: ReferenceData;
  messages: Record<string, string>;
  /** The language of the texts: Chinese prints in Traditional forms for zh-hant (pdf/fonts.ts). */
  locale?: string;
  /** preview: a PREVIEW watermark on every page. */
  mode: 'preview' | 'document';
  signature: SignatureEvidence | null;
  /** The institution's name (the online configuration's brand, ADR 045): printed above the header's corner. */
  institution?: string | undefined;
  /**
   * The confirmation reference of the signed (submitted) form or group (ADR 023, `TC-…`), the one the success page
   * shows; null before submission, when the PDF prints none.
   */
  submissionReference: string | null;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

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

/**
 * The W-8 validity line: 31 December of the third year after the date signed — the date on the form (in
 * the form's date format, or the group's), as the success page reads it; the UTC time of signing when it
 * cannot be read.
 */
function validity(
  doc: PDFKit.PDFDocument,
  definition: FormDefinition,
  signature: SignatureEvidence,
  t: Translate,
): void {
  // The day the server accepted as the date of signing (ADR 035); evidence kept before it, the date as written.
  const signedOn = signature.signedOn
    ? new Date(`${signature.signedOn}T00:00:00Z`)
    : (signedDay(signature.signDate, definition.dateFormat) ?? new Date(signature.signedAt));
  const until = validUntil(definition.formType, signedOn);
  if (!until) return;
  const [year, month, day] = until.split('-');
  const date = `${month}-${day}-${year}`;
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(t('pdf.validUntil', { date }), MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
}

/**
 * The capacity signed in, as the PDF's language words it: the sign dialog sends the signature section's choice as
 * its option value ("Director"), printed with the option's label ("Administrateur", engine capacityLabelKey — the
 * sign dialog shows it the same way); a capacity the signer typed prints as typed.
 */
function capacityText(definition: FormDefinition, capacity: string, t: Translate): string {
  const label = capacityLabelKey(definition, capacity);
  return label ? t(label) : capacity;
}

function evidence(
  doc: PDFKit.PDFDocument,
  definition: FormDefinition,
  signature: SignatureEvidence,
  t: Translate,
): void {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y > doc.page.height - 130) doc.addPage();
  const y = doc.y + 10;
  // No capacity line when none was signed in (a beneficial owner signing for themself): never "Capacity: —".
  const capacity = signature.capacity.trim();
  const lines = [
    t('pdf.evidence.printName', { value: signature.printName }),
    ...(capacity ? [t('pdf.evidence.capacity', { value: capacityText(definition, capacity, t) })] : []),
    t('pdf.evidence.signedAt', { value: signature.signedAt }),
    // The date as this form's box states it (a group's "November 28, 2026" is 11-28-2026 on a W-8BEN).
    t('pdf.evidence.signDate', { value: signDateOnForm(signature.signDate, signDateFormatOf(definition.formType)) }),
    t(signature.pinVerified ? 'pdf.evidence.pinVerified' : 'pdf.evidence.pinNotVerified'),
    t('pdf.evidence.dataHash', { value: signature.dataHash }),
  ];
  doc
    .rect(MARGIN, y, width, 16 + lines.length * 12)
    .lineWidth(0.8)
    .stroke(INK);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(t('pdf.evidence.title'), MARGIN + 8, y + 5);
  doc.font('Helvetica').fontSize(8);
  lines.forEach((line, i) => doc.text(line, MARGIN + 8, y + 18 + i * 12, { width: width - 16 }));
  doc.y = y + 22 + lines.length * 12;
}

/**
 * The answers as the signed PDF prints them: the signature on the signature line in the PDF's own language
 * (`pdf.signedBy` with the evidence's printed name), not the words the simulator stored in the answers when it
 * signed (domain/signing.ts), which the API keeps returning unchanged.
 */
function signedInLanguage(
  definition: FormDefinition,
  data: FormData,
  signature: SignatureEvidence | null,
  t: Translate,
): FormData {
  const section = data[definition.signatureSection];
  if (!signature || typeof section?.signature !== 'string' || section.signature === '') return data;
  return {
    ...data,
    [definition.signatureSection]: { ...section, signature: t('pdf.signedBy', { name: signature.printName }) },
  };
}

/**
 * Renders a form's answers as the paper form (the layout its definition declares, `printedForm`): the header,
 * each part's heading once with its lines in the official order and numbering, the certification the signer
 * read directly above the signature line, the signature block, then the e-signature evidence and the validity.
 */
export async function renderFormPdf(input: FormPdfInput): Promise<Buffer> {
  const { definition, data, messages } = input;
  const t: Translate = translator(messages);
  // Row by row, giving other requests a turn every few milliseconds: no request holds the loop for long (ADR 070).
  const yieldTurn = turnGiver();
  const doc = new PDFDocument({
    ...notoDocumentOptions(),
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${t(definition.title)} (${definition.revision})`, Author: input.institution ?? 'Taxcert' },
  });
  useNotoFonts(doc, input.locale === 'zh-hant' ? 'tc' : 'sc');
  const done = collect(doc);
  if (input.mode === 'preview') {
    doc.on('pageAdded', () => watermark(doc, t));
    watermark(doc, t);
  }
  drawHeader(doc, definition, t, input.submissionReference, input.institution);
  const printed = printedForm(
    definition,
    signedInLanguage(definition, data, input.signature, t),
    evaluateForm(definition, data, { reference: input.reference }),
    t,
    input.locale,
  );
  await yieldTurn();
  const signaturePart = printed.parts.findIndex(
    (part) => part.part === (definition.blocks.find((b) => b.id === definition.signatureSection)?.part ?? null),
  );
  // The parts up to the signature's, the certification and signature block, then any part after it.
  const split = signaturePart === -1 ? printed.parts.length : signaturePart + 1;
  await parts(doc, printed.parts.slice(0, split), printed.signature, yieldTurn);
  await yieldTurn('heavyStep');
  signatureBlock(doc, printed.signature, t);
  await yieldTurn();
  await parts(doc, printed.parts.slice(split), undefined, yieldTurn);
  if (input.signature) {
    evidence(doc, definition, input.signature, t);
    validity(doc, definition, input.signature, t);
  }
  await yieldTurn('heavyStep');
  doc.end();
  return done;
}
