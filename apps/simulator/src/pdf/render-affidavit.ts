import PDFDocument from 'pdfkit';
import { notoDocumentOptions, useNotoFonts } from './fonts';
import type { SignatureEvidence } from '../store/forms';

export interface AffidavitPdfInput {
  data: Record<string, string>;
  customerName: string;
  mode: 'preview' | 'document';
  signature: SignatureEvidence | null;
}

/** Printed labels of the data the browser sends with the affidavit (other keys print as they are). */
const LABELS: Record<string, string> = {
  formType: 'Form type',
  formTitle: 'Form',
  formRevision: 'Revision',
  printName: 'Printed name',
  capacity: 'Capacity',
  signDate: 'Date',
};

/**
 * The affidavit of unchanged status, a collectable supporting document generated at signing when the
 * signer asks for it. Its wording here is ours (the spec names the document, not its text).
 */
export async function renderAffidavitPdf(input: AffidavitPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    ...notoDocumentOptions(),
    size: 'LETTER',
    margin: 50,
    info: { Title: 'Affidavit of Unchanged Status', Author: 'Taxcert' },
  });
  // The customer's name and answers may be in any script.
  useNotoFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (input.mode === 'preview') {
    doc
      .save()
      .rotate(-35, { origin: [306, 396] })
      .font('Helvetica-Bold')
      .fontSize(110)
      .fillColor('#c62828')
      .fillOpacity(0.12);
    doc.text('PREVIEW', 0, 336, { width: 612, align: 'center', lineBreak: false }).restore().fillOpacity(1);
    // A plain line too, as on the form previews: readable by text extraction and screen readers.
    doc
      .fillColor('#c62828')
      .font('Helvetica-Bold')
      .fontSize(8)
      .text('PREVIEW — not signed', 50, 24, { width: 512, align: 'center', lineBreak: false });
    doc.fillColor('#111111');
    doc.x = 50;
    doc.y = 50;
  }
  doc.font('Helvetica-Bold').fontSize(16).text('Affidavit of Unchanged Status', { align: 'center' }).moveDown();
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `I, ${input.customerName}, declare that the information I previously certified to the institution has not changed, ` +
        'and that I will notify the institution within 30 days of any change in circumstances.',
    );
  doc.moveDown();
  for (const [key, value] of Object.entries(input.data)) doc.text(`${LABELS[key] ?? key}: ${value}`);
  if (input.signature) {
    doc.moveDown().font('Helvetica-Bold').text('Electronic signature evidence').font('Helvetica');
    doc.text(`Printed name: ${input.signature.printName}`);
    if (input.signature.capacity.trim()) doc.text(`Capacity: ${input.signature.capacity}`);
    doc.text(`Signed (UTC): ${input.signature.signedAt}`);
    doc.text(`E-signature PIN verified: ${input.signature.pinVerified ? 'yes' : 'no'}`);
    doc.text(`SHA-256 of the submitted data: ${input.signature.dataHash}`);
  }
  doc.end();
  return done;
}
