import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SimApp } from '../src/app';
import { addW9, validW9, XRW } from './helper';

/** What contract.test.ts gives each group of calls: the app, a signed-in customer's headers, and its checked `call`. */
export interface ContractCalls {
  app: SimApp;
  auth: Record<string, string>;
  /** Makes the call, expects `status` and an answer the contract declares for it, and counts the route as covered. */
  call: (name: string, options: InjectOptions, status: number) => Promise<LightMyRequestResponse>;
}

/** A form's calls (contract.test.ts): add, get, validate, confirm, certify, sign, submit, revert and PDFs. */
export async function formCalls({ auth, call }: ContractCalls): Promise<void> {
  const add = (accountId: number, headers: Record<string, string>, status: number) =>
    call(
      'forms.add',
      { method: 'PUT', url: '/api/forms', headers, payload: { isOnline: true, accountId, formType: 'w9_2024' } },
      status,
    );
  await add(9999, auth, 400);
  // Not signed in: the X-Requested-With header alone.
  await add(5001, XRW, 401);
  const added = await add(5001, auth, 200);
  const id = added.json().formId as number;
  await call('forms.get', { method: 'GET', url: '/api/forms/424242', headers: auth }, 404);
  await call('forms.get', { method: 'GET', url: '/api/forms/abc', headers: auth }, 400);
  const form = await call('forms.get', { method: 'GET', url: `/api/forms/${id}`, headers: auth }, 200);
  const rejected = await call(
    'forms.validate',
    { method: 'POST', url: `/api/forms/w9_2024/${id}/validate`, headers: auth, payload: form.json().data },
    200,
  );
  expect(rejected.json().rejections.length).toBeGreaterThan(0);
  const data = validW9(form.json().data);
  await call(
    'questionnaire.validateForm',
    { method: 'POST', url: `/api/questionnaire/form/${id}/validate`, headers: auth, payload: data },
    200,
  );
  await call(
    'questionnaire.validateForm',
    { method: 'POST', url: '/api/questionnaire/form/9/validate', headers: auth, payload: data },
    404,
  );
  await call(
    'forms.validate',
    { method: 'POST', url: `/api/forms/w9_2024/${id}/validate`, headers: auth, payload: data },
    200,
  );
  await call('forms.pdfPreview', { method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth }, 200);
  await call('forms.certify', { method: 'POST', url: `/api/forms/${id}/certify`, headers: auth }, 409);
  await call(
    'forms.confirm',
    { method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: { data } },
    200,
  );
  await call('forms.revert', { method: 'PUT', url: `/api/forms/${id}/revert`, headers: auth }, 200);
  await call('forms.confirm', { method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} }, 200);
  await call('forms.certify', { method: 'POST', url: `/api/forms/${id}/certify`, headers: auth }, 200);
  const sign = { printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: '11-22-2026' };
  await call(
    'forms.sign',
    { method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: { ...sign, printName: 'John Roe' } },
    422,
  );
  await call(
    'forms.submit',
    { method: 'PUT', url: `/api/forms/${id}/submit`, headers: auth, payload: { stage: 4 } },
    409,
  );
  await call(
    'forms.sign',
    {
      method: 'POST',
      url: `/api/forms/${id}/sign`,
      headers: auth,
      payload: {
        ...sign,
        collectableSupportingDocType: 'AffidavitOfUnchangedStatus',
        collectableSupportingDocData: { accountNumber: '4821' },
      },
    },
    200,
  );
  await call(
    'forms.submit',
    { method: 'PUT', url: `/api/forms/${id}/submit`, headers: auth, payload: { stage: 4 } },
    200,
  );
  await call('forms.revert', { method: 'PUT', url: `/api/forms/${id}/revert`, headers: auth }, 409);
  await call('forms.pdfDownload', { method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth }, 200);
  await call('forms.pdfDownload', { method: 'GET', url: '/api/forms/1/pdf/download', headers: auth }, 404);
  const linked = await call(
    'supportingDocs.linkedCollectableDocForm',
    { method: 'GET', url: `/api/supportingdocs/${id}/form/getLinkedCollectableDocId`, headers: auth },
    200,
  );
  const docId = linked.json().linkedCollectableSupportingDocId as number;
  expect(docId).toBeGreaterThan(0);
  await call(
    'supportingDocs.signedPdf',
    { method: 'GET', url: `/api/supportingdocs/${docId}/pdf/download`, headers: auth },
    200,
  );
  await call(
    'supportingDocs.preview',
    {
      method: 'POST',
      url: '/api/supportingdocs/preview',
      headers: auth,
      payload: {
        collectableSupportingDocType: 'AffidavitOfUnchangedStatus',
        collectableSupportingDocData: { accountNumber: '4821' },
        formId: id,
      },
    },
    200,
  );
}

/** The supporting documents' calls (contract.test.ts): upload, list, view, download, delete. */
export async function documentCalls({ app, auth, call }: ContractCalls): Promise<void> {
  const id = await addW9(app, auth);
  const boundary = '----taxcert';
  const pdf = Buffer.from('%PDF-1.4\n% test\n');
  const multipart = (name: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const upload = (
    name: string,
    bytes: Buffer,
    query = `docCategory=supportingdocument&docType=passport&id=${id}&linkType=form`,
  ) => ({
    method: 'PUT' as const,
    url: `/api/supportingdocs/upload?${query}`,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipart(name, bytes),
  });
  const uploaded = await call('upload.supportingDoc', upload('passport.pdf', pdf), 200);
  const doc = uploaded.json()[0];
  await call('upload.supportingDoc', upload('fake.pdf', Buffer.from('not a pdf')), 415);
  await call(
    'upload.supportingDoc',
    upload('x.pdf', pdf, `docCategory=supportingdocument&docType=passport&id=1&linkType=form`),
    404,
  );
  await call(
    'upload.supportingDoc',
    upload('x.pdf', pdf, `docCategory=other&docType=passport&id=${id}&linkType=form`),
    400,
  );
  const unknownType = await call(
    'upload.supportingDoc',
    upload('x.pdf', pdf, `docCategory=supportingdocument&docType=pasport&id=${id}&linkType=form`),
    400,
  );
  expect(unknownType.json().message).toBe('Unknown document type "pasport" (did you mean "passport"?).');
  expect(doc).toMatchObject({
    type: 'passport',
    typeDescription: 'Passport',
    originalFileName: 'passport.pdf',
    isNoFormDoc: false,
  });
  await call(
    'supportingDocs.download',
    { method: 'GET', url: `/api/supportingdocs/${doc.id}/download`, headers: auth },
    200,
  );
  await call(
    'supportingDocs.view',
    { method: 'GET', url: `/api/customers/supporting-docs/${doc.id}`, headers: auth },
    200,
  );
  await call(
    'supportingDocs.signedPdf',
    { method: 'GET', url: `/api/supportingdocs/${doc.id}/pdf/download`, headers: auth },
    404,
  );
  await call(
    'supportingDocs.linkedCollectableDocFormGroup',
    { method: 'GET', url: '/api/supportingdocs/1/formGroup/getLinkedCollectableDocId', headers: auth },
    404,
  );
  await call('supportingDocs.delete', { method: 'DELETE', url: `/api/supportingdocs/${doc.id}`, headers: auth }, 200);
  await call('supportingDocs.delete', { method: 'DELETE', url: `/api/supportingdocs/${doc.id}`, headers: auth }, 404);
  const again = await app.inject(upload('again.pdf', pdf));
  await call(
    'supportingDocs.deleteFileUpload',
    { method: 'DELETE', url: `/api/file/upload/${again.json()[0].id}`, headers: auth },
    200,
  );
  await call(
    'supportingDocs.download',
    { method: 'GET', url: `/api/supportingdocs/${doc.id}/download`, headers: auth },
    404,
  );
}
