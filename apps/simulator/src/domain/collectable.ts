import type { CollectableSupportingDoc, SignatureRequest } from '@taxcert/contracts';
import { renderAffidavitPdf } from '../pdf/render-affidavit';
import type { FormStore, SignatureEvidence } from '../store/forms';

/**
 * Creates the collectable supporting document a sign request asks for (the affidavit of unchanged
 * status) and returns its link, or null when none was asked for.
 */
export async function createCollectable(
  store: FormStore,
  input: {
    customerId: number;
    customerName: string;
    link: { type: 'form' | 'formGroup'; id: number };
    request: SignatureRequest;
    evidence: SignatureEvidence;
  },
): Promise<CollectableSupportingDoc | null> {
  const type = input.request.collectableSupportingDocType;
  if (!type) return null;
  const data = input.request.collectableSupportingDocData ?? {};
  const bytes = await renderAffidavitPdf({
    data,
    customerName: input.customerName,
    mode: 'document',
    signature: input.evidence,
  });
  const file = store.addFile({
    customerId: input.customerId,
    link: input.link,
    mimeType: 'application/pdf',
    bytes,
    collectable: { type, data, signature: input.evidence },
    doc: {
      type,
      typeDescription: 'Affidavit of Unchanged Status',
      localeDescription: 'Affidavit of Unchanged Status',
      originalFileName: 'affidavit-of-unchanged-status.pdf',
      fileName: `affidavit-${input.link.id}.pdf`,
      isNoFormDoc: false,
    },
  });
  return { collectableSupportingDocType: type, linkedId: file.doc.id };
}
