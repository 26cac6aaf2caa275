import { expect } from 'vitest';
import type { ContractCalls } from './contract-form-calls';
import { validW9 } from './helper';

/** A form group's calls (contract.test.ts): add, get, validate, confirm, certify, sign, submit, revert, PDFs, documents. */
export async function groupCalls({ auth, call }: ContractCalls): Promise<void> {
  const add = (accountId: number, formTypes: string[], status: number) =>
    call(
      'formGroups.add',
      { method: 'POST', url: '/api/formgroups', headers: auth, payload: { isOnline: true, accountId, formTypes } },
      status,
    );
  await add(5001, ['w9_2024', 'crse'], 400);
  const unsupported = await add(5001, ['w8bene', 'w8exp_2023'], 200);
  expect(unsupported.json()).toMatchObject({ success: false, error: { code: 4030 } });
  await add(5002, ['crsi_2024', 'w8ben_2021'], 403);
  const added = await add(5001, ['w9_2018', 'w9_2024'], 200);
  const id = added.json().formGroupId as number;
  const group = await call('formGroups.get', { method: 'GET', url: `/api/formgroups/${id}`, headers: auth }, 200);
  await call('formGroups.get', { method: 'GET', url: '/api/formgroups/5', headers: auth }, 404);
  const data: Record<string, ReturnType<typeof validW9>> = {};
  for (const form of group.json().forms) data[form.formType] = validW9(form.data);
  await call(
    'questionnaire.validateFormGroup',
    { method: 'POST', url: `/api/questionnaire/formgroup/${id}/validate`, headers: auth, payload: data },
    200,
  );
  await call(
    'questionnaire.validateFormGroup',
    { method: 'POST', url: `/api/questionnaire/formgroup/${id}/validate`, headers: auth, payload: { crse: {} } },
    400,
  );
  for (const formType of Object.keys(data)) {
    await call(
      'formGroups.validate',
      { method: 'POST', url: `/api/formgroups/${id}/${formType}/validate`, headers: auth, payload: data[formType] },
      200,
    );
  }
  await call(
    'formGroups.validate',
    { method: 'POST', url: `/api/formgroups/${id}/crse/validate`, headers: auth, payload: {} },
    404,
  );
  await call(
    'formGroups.pdfPreview',
    { method: 'GET', url: `/api/formgroups/${id}/w9_2024/pdf/preview`, headers: auth },
    200,
  );
  await call('formGroups.certify', { method: 'POST', url: `/api/formgroups/${id}/certify`, headers: auth }, 409);
  await call(
    'formGroups.confirm',
    { method: 'PUT', url: `/api/formgroups/${id}/confirm`, headers: auth, payload: { data } },
    200,
  );
  await call('formGroups.revert', { method: 'PUT', url: `/api/formgroups/${id}/revert`, headers: auth }, 200);
  await call(
    'formGroups.confirm',
    { method: 'PUT', url: `/api/formgroups/${id}/confirm`, headers: auth, payload: {} },
    200,
  );
  await call('formGroups.certify', { method: 'POST', url: `/api/formgroups/${id}/certify`, headers: auth }, 200);
  const sign = { printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: 'November 22, 2026' };
  await call(
    'formGroups.sign',
    { method: 'POST', url: `/api/formgroups/${id}/sign`, headers: auth, payload: { ...sign, printName: 'X' } },
    422,
  );
  await call(
    'formGroups.sign',
    { method: 'POST', url: `/api/formgroups/${id}/sign`, headers: auth, payload: sign },
    200,
  );
  await call(
    'formGroups.submit',
    { method: 'PUT', url: `/api/formgroups/${id}/submit`, headers: auth, payload: { stage: 4 } },
    200,
  );
  await call(
    'formGroups.submit',
    { method: 'PUT', url: `/api/formgroups/${id}/submit`, headers: auth, payload: { stage: 1 } },
    409,
  );
  await call('formGroups.revert', { method: 'PUT', url: `/api/formgroups/${id}/revert`, headers: auth }, 409);
  await call(
    'formGroups.pdfDownload',
    { method: 'GET', url: `/api/formgroups/${id}/w9_2018/pdf/download`, headers: auth },
    200,
  );
  await call(
    'formGroups.pdfDownload',
    { method: 'GET', url: `/api/formgroups/${id}/crse/pdf/download`, headers: auth },
    404,
  );
  await call(
    'formGroups.supportingDocs',
    { method: 'GET', url: `/api/formgroups/${id}/supporting-docs`, headers: auth },
    200,
  );
  await call(
    'supportingDocs.linkedCollectableDocFormGroup',
    { method: 'GET', url: `/api/supportingdocs/${id}/formGroup/getLinkedCollectableDocId`, headers: auth },
    200,
  );
}
