import { CollectableSupportingDocTypeSchema } from '@taxcert/contracts';
import { formatSignDay, GROUP_SIGN_DATE_FORMAT, signDateFormatOf } from '@taxcert/forms';
import { validAnswers } from './answers';
import type { Checker } from './client';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** A PDF small enough for any upload limit. */
const SAMPLE_PDF = new TextEncoder().encode('%PDF-1.4\n% Taxcert contract check\n%%EOF\n');

/**
 * The date of signing the sign dialog writes: today — the UTC date, as the dialog caps it (app-shell.md §4) — in the
 * form type's sign-date format, or a group's "MMMM dd, yyyy" (§5).
 */
export function signDateFor(formType: string | { group: true }, now: Date = new Date()): string {
  const pattern = typeof formType === 'string' ? signDateFormatOf(formType) : GROUP_SIGN_DATE_FORMAT;
  return formatSignDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())), pattern);
}

/**
 * A form's whole life: add, get, validate (answers the journey fills), questionnaire check, preview,
 * confirm, revert (allowed before signing), confirm, certify, sign (with the affidavit of unchanged
 * status), submit, download, and the signed collectable document. Answers the form id.
 */
export async function formJourney(
  c: Checker,
  formType: string,
  accountId: number,
  signer: string,
  now?: Date,
): Promise<number | undefined> {
  const added = await c.call('forms.add', {
    path: '/api/forms',
    body: { isOnline: true, accountId, formType },
    expect: [200],
  });
  const formId = obj(added.json).formId;
  if (typeof formId !== 'number') return undefined;
  const form = await c.call('forms.get', { path: `/api/forms/${formId}`, expect: [200] });
  const data = (await validAnswers(formType, obj(form.json).data, signer)) ?? {};
  await c.call('forms.validate', { path: `/api/forms/${formType}/${formId}/validate`, body: data, expect: [200] });
  await c.call('questionnaire.validateForm', {
    path: `/api/questionnaire/form/${formId}/validate`,
    body: data,
    expect: [200],
  });
  await c.call('forms.pdfPreview', { path: `/api/forms/${formId}/pdf/preview`, expect: [200] });
  await c.call('forms.confirm', { path: `/api/forms/${formId}/confirm`, body: { data }, expect: [200] });
  await c.call('forms.revert', { path: `/api/forms/${formId}/revert`, expect: [200] });
  await c.call('forms.confirm', { path: `/api/forms/${formId}/confirm`, body: {}, expect: [200] });
  await c.call('forms.certify', { path: `/api/forms/${formId}/certify`, expect: [200] });
  // The contract's one collectable document: the affidavit of unchanged status, signed with the form.
  const docType = CollectableSupportingDocTypeSchema.options[0];
  const docData = { accountNumber: '4821' };
  await c.call('forms.sign', {
    path: `/api/forms/${formId}/sign`,
    body: {
      printName: signer,
      capacity: 'Signing on Own Behalf',
      signDate: signDateFor(formType, now),
      collectableSupportingDocType: docType,
      collectableSupportingDocData: docData,
    },
    expect: [200],
  });
  await c.call('forms.submit', { path: `/api/forms/${formId}/submit`, body: { stage: 4 }, expect: [200] });
  await c.call('forms.pdfDownload', { path: `/api/forms/${formId}/pdf/download`, expect: [200] });
  const linked = await c.call('supportingDocs.linkedCollectableDocForm', {
    path: `/api/supportingdocs/${formId}/form/getLinkedCollectableDocId`,
    expect: [200],
  });
  const docId = obj(linked.json).linkedCollectableSupportingDocId;
  if (typeof docId === 'number' && docId > 0)
    await c.call('supportingDocs.signedPdf', { path: `/api/supportingdocs/${docId}/pdf/download`, expect: [200] });
  await c.call('supportingDocs.preview', {
    path: '/api/supportingdocs/preview',
    body: { collectableSupportingDocType: docType, collectableSupportingDocData: docData, formId },
    expect: [200],
  });
  return formId;
}

/**
 * Upload a PDF to a form, download and view it, delete it; upload again and delete it as a file upload; upload
 * it a third time and keep it.
 */
export async function uploadJourney(c: Checker, formId: number, docType: string): Promise<void> {
  const path = `/api/supportingdocs/upload?docCategory=supportingdocument&docType=${encodeURIComponent(docType)}&id=${formId}&linkType=form`;
  const file = { name: 'contract-check.pdf', bytes: SAMPLE_PDF };
  const uploaded = await c.call('upload.supportingDoc', { path, file, expect: [200] });
  const doc = (uploaded.json as Json[] | null)?.find((d) => d.originalFileName === file.name);
  if (typeof doc?.id !== 'number') return;
  await c.call('supportingDocs.download', { path: `/api/supportingdocs/${doc.id}/download`, expect: [200] });
  await c.call('supportingDocs.view', { path: `/api/customers/supporting-docs/${doc.id}`, expect: [200] });
  await c.call('supportingDocs.delete', { path: `/api/supportingdocs/${doc.id}`, expect: [200] });
  const again = await c.call('upload.supportingDoc', { path, file, expect: [200] });
  const second = (again.json as Json[] | null)?.find((d) => d.originalFileName === file.name);
  if (typeof second?.id === 'number')
    await c.call('supportingDocs.deleteFileUpload', { path: `/api/file/upload/${second.id}`, expect: [200] });
  // One document stays, so that read-only mode can later be pointed at this form (CONTRACT_FORM_ID).
  await c.call('upload.supportingDoc', { path, file, expect: [200] });
}

/** A group's whole life, as the form's: add, get, check, validate each form, preview, confirm, revert, confirm, certify, sign, submit, download, documents. */
export async function groupJourney(
  c: Checker,
  formTypes: readonly string[],
  accountId: number,
  signer: string,
  now?: Date,
): Promise<number | undefined> {
  const added = await c.call('formGroups.add', {
    path: '/api/formgroups',
    body: { isOnline: true, accountId, formTypes },
    expect: [200],
  });
  const groupId = obj(added.json).formGroupId;
  if (typeof groupId !== 'number') return undefined;
  const group = await c.call('formGroups.get', { path: `/api/formgroups/${groupId}`, expect: [200] });
  const forms = (obj(group.json).forms as Json[] | undefined) ?? [];
  const data = Object.fromEntries(
    await Promise.all(
      forms.map(
        async (f) => [String(f.formType), (await validAnswers(String(f.formType), f.data, signer)) ?? {}] as const,
      ),
    ),
  );
  await c.call('questionnaire.validateFormGroup', {
    path: `/api/questionnaire/formgroup/${groupId}/validate`,
    body: data,
    expect: [200],
  });
  for (const [formType, answers] of Object.entries(data)) {
    await c.call('formGroups.validate', {
      path: `/api/formgroups/${groupId}/${formType}/validate`,
      body: answers,
      expect: [200],
    });
  }
  const first = formTypes[0] ?? '';
  await c.call('formGroups.pdfPreview', { path: `/api/formgroups/${groupId}/${first}/pdf/preview`, expect: [200] });
  await c.call('formGroups.confirm', { path: `/api/formgroups/${groupId}/confirm`, body: { data }, expect: [200] });
  await c.call('formGroups.revert', { path: `/api/formgroups/${groupId}/revert`, expect: [200] });
  await c.call('formGroups.confirm', { path: `/api/formgroups/${groupId}/confirm`, body: {}, expect: [200] });
  await c.call('formGroups.certify', { path: `/api/formgroups/${groupId}/certify`, expect: [200] });
  await c.call('formGroups.sign', {
    path: `/api/formgroups/${groupId}/sign`,
    body: { printName: signer, capacity: 'Signing on Own Behalf', signDate: signDateFor({ group: true }, now) },
    expect: [200],
  });
  await c.call('formGroups.submit', { path: `/api/formgroups/${groupId}/submit`, body: { stage: 4 }, expect: [200] });
  await c.call('formGroups.pdfDownload', { path: `/api/formgroups/${groupId}/${first}/pdf/download`, expect: [200] });
  await c.call('formGroups.supportingDocs', { path: `/api/formgroups/${groupId}/supporting-docs`, expect: [200] });
  await c.call('supportingDocs.linkedCollectableDocFormGroup', {
    path: `/api/supportingdocs/${groupId}/formGroup/getLinkedCollectableDocId`,
    expect: [200],
  });
  return groupId;
}
