import PDFDocument from 'pdfkit';
import type { SignatureEvidence } from '../store/forms';

export interface AffidavitPdfInput {
  data: Record<string, string>;
  customerName: string;
  mode: 'preview' | 'document';
  signature: SignatureEvidence | null;
}

/**
 * The affidavit of unchanged status, a collectable supporting document generated at signing when the
 * signer asks for it. Its wording here is ours (the spec names the document, not its text).
 */
export async function renderAffidavitPdf(input: AffidavitPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: 'Affidavit of Unchanged Status', Author: 'Taxcert' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (input.mode === 'preview') {
    doc.save().rotate(-35, { origin: [306, 396] }).font('Helvetica-Bold').fontSize(110).fillColor('#c62828').fillOpacity(0.12);
    doc.text('PREVIEW', 0, 336, { width: 612, align: 'center', lineBreak: false }).restore().fillOpacity(1).fillColor('#111111');
  }
  doc.font('Helvetica-Bold').fontSize(16).text('Affidavit of Unchanged Status', { align: 'center' }).moveDown();
  doc.font('Helvetica').fontSize(10).text(
    `I, ${input.customerName}, declare that the information I previously certified to the institution has not changed, ` +
      'and that I will notify the institution within 30 days of any change in circumstances.',
  );
  doc.moveDown();
  for (const [key, value] of Object.entries(input.data)) doc.text(`${key}: ${value}`);
  if (input.signature) {
    doc.moveDown().font('Helvetica-Bold').text('Electronic signature evidence').font('Helvetica');
    doc.text(`Printed name: ${input.signature.printName}`);
    doc.text(`Signed (UTC): ${input.signature.signedAt}`);
    doc.text(`E-signature PIN verified: ${input.signature.pinVerified ? 'yes' : 'no'}`);
    doc.text(`SHA-256 of the submitted data: ${input.signature.dataHash}`);
  }
  doc.end();
  return done;
}
