import { routeNames } from '@taxcert/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, expectContract, signIn, validW9, XRW } from './helper';

/**
 * Calls every endpoint of the contract over HTTP (inject) and checks that each answer parses with the
 * contract's schema for its status — success and error statuses alike.
 */
describe('every call of the contract answers what the contract declares', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  const seen = new Map<string, Set<number>>();

  async function call(name: string, options: InjectOptions, status: number): Promise<LightMyRequestResponse> {
    const res = await app.inject(options);
    expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(status);
    expectContract(name, res);
    seen.set(name, (seen.get(name) ?? new Set()).add(status));
    return res;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    app.sim.changeConfig((config) => {
      // A group of two defined forms, so that the group calls can be exercised before CRS-I and W-8BEN exist.
      config.formGroups.push({
        formType: 'w9pair',
        formTypes: ['w9_2024', 'w9_2018'],
        title: 'Test group',
        isEnabled: true,
        isVisible: true,
        canPrepopulate: true,
        crsRestricted: false,
      });
      // A group of form types the engine has no definition for yet.
      config.formGroups.push({
        formType: 'entitypair',
        formTypes: ['w8bene', 'w8exp_2023'],
        title: 'Not defined yet',
        isEnabled: true,
        isVisible: true,
        canPrepopulate: true,
        crsRestricted: false,
      });
    });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it('language, auth state and config, signed out and in', async () => {
    await call('language.list', { method: 'GET', url: '/api/language' }, 200);
    await call('language.get', { method: 'GET', url: '/api/language/en' }, 200);
    await call('language.get', { method: 'GET', url: '/api/language/zh-TW' }, 200);
    await call('language.get', { method: 'GET', url: '/api/language/pt-BR' }, 404);
    await call('language.get', { method: 'GET', url: '/api/language/xx' }, 404);
    await call('auth.state', { method: 'GET', url: '/api/auth/state' }, 200);
    await call('auth.state', { method: 'GET', url: '/api/auth/state', headers: auth }, 200);
    const signedOut = await call('config.get', { method: 'GET', url: '/api/config' }, 200);
    expect(signedOut.json().customer).toBeNull();
    const signedIn = await call('config.get', { method: 'GET', url: '/api/config', headers: auth }, 200);
    expect(signedIn.json().customer.accounts).toHaveLength(2);
    await call('config.preload', { method: 'GET', url: '/api/config/preload.json' }, 404);
  });

  it('reference data', async () => {
    await call(
      'config.specialRateProvisions',
      { method: 'GET', url: '/api/config/specialrateprovisions/GB?hasPensionClaim=true' },
      200,
    );
    await call('config.specialRateProvisions', { method: 'GET', url: '/api/config/specialrateprovisions/ZZ' }, 404);
    await call('config.specialRateProvisions', { method: 'GET', url: '/api/config/specialrateprovisions/gb' }, 400);
    await call('config.otherArticles', { method: 'GET', url: '/api/config/otherarticles' }, 200);
    await call('config.jurisdictions', { method: 'GET', url: '/api/config/jurisdictions' }, 200);
    await call('config.paymentTypes', { method: 'GET', url: '/api/config/payment-types' }, 200);
    await call('config.igaSubclassifications', { method: 'GET', url: '/api/config/igasubclassifications' }, 200);
    await call('config.stockMarkets', { method: 'GET', url: '/api/config/stockmarkets' }, 200);
    await call('config.lobs', { method: 'GET', url: '/api/config/lobs' }, 200);
  });

  it('system calls', async () => {
    await call(
      'system.consoleLog',
      { method: 'POST', url: '/api/consolelog?level=error&code=0&message=boom', headers: XRW },
      204,
    );
    await call(
      'system.consoleLog',
      { method: 'POST', url: '/api/consolelog?level=nope&code=0&message=x', headers: XRW },
      400,
    );
    await call('system.keepAlive', { method: 'GET', url: '/api/keepalive?t=1700000000000', headers: auth }, 200);
  });

  it('sign-in calls and their errors', async () => {
    await call('auth.login', { method: 'GET', url: '/api/auth/login?lang=en' }, 302);
    await call('auth.token', { method: 'GET', url: '/api/auth/token?token=unknown' }, 302);
    await call('auth.token', { method: 'GET', url: '/api/auth/token' }, 400);
    const body = { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'Jane Doe' };
    await call(
      'auth.authenticationLink',
      { method: 'POST', url: '/api/authentaLink', headers: XRW, payload: body },
      401,
    );
    await call('auth.authenticationLink', { method: 'POST', url: '/api/authentaLink', payload: body }, 403);
    await call(
      'auth.authenticationLink',
      { method: 'POST', url: '/api/authentaLink', headers: XRW, payload: { email: 1 } },
      400,
    );
    await call(
      'auth.sendPin',
      { method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } },
      200,
    );
    const pin = app.sim.outbox.list()[0]?.pin ?? '';
    const wrong = pin === '000000' ? '111111' : '000000';
    const miss = await call(
      'auth.validatePin',
      { method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin: wrong, pinType: 1 } },
      200,
    );
    expect(miss.json().verified).toBe(false);
    const hit = await call(
      'auth.validatePin',
      { method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin, pinType: 1 } },
      200,
    );
    expect(hit.json().verified).toBe(true);
    await call('auth.sendPin', { method: 'PUT', url: '/api/auth/sendpin', payload: { pinType: 1 }, headers: XRW }, 401);
    await call(
      'auth.sendNoEmailPin',
      {
        method: 'PUT',
        url: '/api/auth/sendnoemailpin',
        headers: XRW,
        payload: { pinType: 2, resendReference: 'nope' },
      },
      400,
    );
  });

  it('the no-email sign-in: PIN, resend and confirmation', async () => {
    const customer = app.sim.customerByRef('CUST-1003')!;
    const link = new URL(app.sim.sendAuthLink(customer));
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const res = await call(
      'auth.authenticationLink',
      {
        method: 'POST',
        url: '/api/authentaLink',
        headers: { ...XRW, cookie },
        payload: { email: '', uniqueRef: customer.uniqueRef, name: customer.name },
      },
      200,
    );
    expect(res.json()).toMatchObject({ loginSuccess: false, navigateToPath: '/confirmPin' });
    const session = String(res.headers['set-cookie']).match(/taxcert_session=[^;]+/)![0];
    const headers = { ...XRW, cookie: session };
    await call(
      'auth.sendNoEmailPin',
      {
        method: 'PUT',
        url: '/api/auth/sendnoemailpin',
        headers,
        payload: { pinType: 2, resendReference: res.json().resendReference },
      },
      200,
    );
    const pin = app.sim.outbox.list()[0]!.pin!;
    const ok = await call(
      'auth.validatePin',
      { method: 'POST', url: '/api/validatepin', headers, payload: { pin, pinType: 2 } },
      200,
    );
    expect(ok.json()).toMatchObject({ verified: true, authState: 'Authorised' });
  });

  it('forms: add, get, validate, confirm, certify, sign, submit, revert and PDFs', async () => {
    await call(
      'forms.add',
      {
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 9999, formType: 'w9_2024' },
      },
      400,
    );
    await call(
      'forms.add',
      {
        method: 'PUT',
        url: '/api/forms',
        headers: XRW,
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      },
      401,
    );
    const added = await call(
      'forms.add',
      {
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      },
      200,
    );
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
  });

  it('supporting documents: upload, list, view, download, delete', async () => {
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    const id = added.json().formId as number;
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
  });

  it('form groups: add, get, validate, confirm, certify, sign, submit, revert, PDFs, documents', async () => {
    await call(
      'formGroups.add',
      {
        method: 'POST',
        url: '/api/formgroups',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formTypes: ['w9_2024', 'crse'] },
      },
      400,
    );
    const unsupported = await call(
      'formGroups.add',
      {
        method: 'POST',
        url: '/api/formgroups',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formTypes: ['w8bene', 'w8exp_2023'] },
      },
      200,
    );
    expect(unsupported.json()).toMatchObject({ success: false, error: { code: 4030 } });
    await call(
      'formGroups.add',
      {
        method: 'POST',
        url: '/api/formgroups',
        headers: auth,
        payload: { isOnline: true, accountId: 5002, formTypes: ['crsi_2024', 'w8ben_2021'] },
      },
      403,
    );
    const added = await call(
      'formGroups.add',
      {
        method: 'POST',
        url: '/api/formgroups',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formTypes: ['w9_2018', 'w9_2024'] },
      },
      200,
    );
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
  });

  it('logout ends the session; its calls then answer 403 with body code 498', async () => {
    const session = await signIn(app);
    await call('auth.logout', { method: 'GET', url: '/api/auth/logout', headers: session }, 302);
    const after = await app.inject({ method: 'GET', url: '/api/auth/state', headers: session });
    expect(after.json().authState).not.toBe('Authorised');
  });

  it('covered every route of the contract', () => {
    const missing = routeNames.filter((name) => !seen.has(name));
    expect(missing).toEqual([]);
  });
});
