import { evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { rejectionCode } from '../src/domain/validation';
import { buildTestApp, signIn, validW9 } from './helper';

describe('a W-9 on the simulator', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  let id: number;
  let data: Record<string, Record<string, unknown>>;
  beforeEach(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    id = added.json().formId;
    data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
  });
  afterEach(() => app.close());

  const validate = (payload: object) =>
    app.inject({ method: 'POST', url: `/api/forms/w9_2024/${id}/validate`, headers: auth, payload });

  it('rejects exactly what the engine finds, each with a code, its English text and its field', async () => {
    const answers = {
      ...validW9(data),
      usTin: { tinType: 'Ssn', tin: '123456789', appliedFor: 'No' },
      classification: { classification: '6' },
    };
    const res = await validate(answers);
    const definition = (await loadDefinition('w9_2024'))!;
    const expected = evaluateForm(definition, answers as never).failures.map((f) =>
      rejectionCode(f.blockId, f.questionId, f.rule),
    );
    expect(res.json().rejections.map((r: { code: string }) => r.code)).toEqual(expected);
    expect(res.json().rejections).toContainEqual({
      code: 'E-USTIN-TIN-SEQUENTIAL',
      codeDescription: expect.stringMatching(/\S/),
      field: 'usTin.tin',
    });
    expect(res.json().rejections).toContainEqual(
      expect.objectContaining({
        code: 'E-CLASSIFICATION-LLCCLASSIFICATION-REQUIRED',
        field: 'classification.llcClassification',
      }),
    );
    expect(res.json().valid).toBe(false);
  });

  it('matches the TIN against the IRS fixture: matched, name mismatch (code 3), not issued (code 2)', async () => {
    const matched = await validate(validW9(data, '521447812'));
    expect(matched.json()).toMatchObject({ valid: true, tinMatched: true, warnings: [] });
    const mismatch = await validate(validW9(data, '521447813'));
    expect(mismatch.json().tinMatched).toBe(false);
    expect(mismatch.json().warnings).toContainEqual(
      expect.objectContaining({ code: 'WRN-TIN-MATCH-3', field: 'usTin.tin' }),
    );
    const unknown = await validate(validW9(data, '521447814'));
    expect(unknown.json().warnings[0].code).toBe('WRN-TIN-MATCH-2');
  });

  it('recommends sending the TIN later when it was applied for', async () => {
    const res = await validate({ ...validW9(data), usTin: { tinType: 'Ssn', appliedFor: 'Yes' } });
    expect(res.json()).toMatchObject({ valid: true, tinMatched: null });
    expect(res.json().warnings).toEqual([expect.objectContaining({ code: 'REC-TIN-APPLIED-FOR' })]);
  });

  it('keeps the answers it validated', async () => {
    await validate(validW9(data));
    const form = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json();
    expect(form.data.name.name).toBe('Jane Doe');
    expect(form.validationResult.valid).toBe(true);
  });

  it('walks the stages 0 → 1 → 2 → 3 → 4, treating a repeated certify, sign or submit as the same operation', async () => {
    await validate(validW9(data));
    const put = (url: string, payload?: object) =>
      app.inject({ method: 'PUT', url, headers: auth, ...(payload ? { payload } : {}) });
    const post = (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
    expect((await put(`/api/forms/${id}/confirm`, {})).json()).toBe(false);
    const certified = (await post(`/api/forms/${id}/certify`)).json();
    expect(certified.stage).toBe(2);
    expect((await post(`/api/forms/${id}/certify`)).json()).toEqual(certified);
    const sign = { printName: 'JANE DOE', capacity: 'Signing on Own Behalf', signDate: '11-22-2026' };
    const signed = await post(`/api/forms/${id}/sign`, sign);
    expect(signed.json().workflowState.stage).toBe(3);
    const again = await post(`/api/forms/${id}/sign`, sign);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(signed.json());
    const other = await post(`/api/forms/${id}/sign`, { ...sign, signDate: '11-23-2026' });
    expect(other.statusCode).toBe(409);
    expect((await put(`/api/forms/${id}/submit`, { stage: 4 })).json().stage).toBe(4);
    expect((await put(`/api/forms/${id}/submit`, { stage: 4 })).json().stage).toBe(4);
    const changed = await validate(validW9(data));
    expect(changed.statusCode).toBe(409);
  });

  it('refuses to sign a form with errors, and asks for the PIN first when authenticationType is 1', async () => {
    app.sim.changeConfig((config) => {
      config.authenticationType = 1;
    });
    await validate(validW9(data));
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    const sign = { printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: '11-22-2026' };
    const noPin = await app.inject({ method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: sign });
    expect(noPin.statusCode).toBe(422);
    expect(noPin.json().code).toBe(499);
    await app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } });
    const pin = app.sim.outbox.list()[0]!.pin!;
    await app.inject({ method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin, pinType: 1 } });
    const signed = await app.inject({ method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: sign });
    expect(signed.statusCode).toBe(200);
  });

  it('answers true to confirm in preview-only mode, and then submits without signing', async () => {
    app.sim.changeConfig((config) => {
      config.previewOnlyMode = true;
    });
    await validate(validW9(data));
    expect(
      (await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} })).json(),
    ).toBe(true);
    const submitted = await app.inject({
      method: 'PUT',
      url: `/api/forms/${id}/submit`,
      headers: auth,
      payload: { stage: 4 },
    });
    expect(submitted.json().stage).toBe(4);
  });

  it("never shows one customer's form to another", async () => {
    const other = await signIn(app, 'CUST-1002');
    const res = await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: other });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a form type that is not offered, and an account that is not the customer’s', async () => {
    app.sim.changeConfig((config) => {
      config.formTypes.find((f) => f.formType === 'w9_2024')!.isVisible = false;
    });
    const hidden = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().code).toBe(4030);
    const foreign = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5003, formType: 'w9_2018' },
    });
    expect(foreign.json()).toEqual({ code: 400, message: 'Account 5003 is not one of your accounts.' });
  });

  it('creates an offered type it has no definition for, like the real API, and answers 4030 when it is checked', async () => {
    // The unversioned W-8BEN-E has no definition (ADR 016: the reference has no text of it).
    app.sim.changeConfig((config) => {
      const w8bene = config.formTypes.find((f) => f.formType === 'w8bene')!;
      w8bene.isVisible = true;
      // A superseded revision (ADR 058): the institution still accepts it, or the add call refuses it (4002).
      w8bene.acceptedUntil = '2099-12-31';
    });
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w8bene' },
    });
    expect(added.json()).toMatchObject({ success: true, error: null });
    const formId = added.json().formId as number;
    const form = await app.inject({ method: 'GET', url: `/api/forms/${formId}`, headers: auth });
    expect(form.json()).toMatchObject({ formType: 'w8bene', data: {} });
    const checked = await app.inject({
      method: 'POST',
      url: `/api/forms/w8bene/${formId}/validate`,
      headers: auth,
      payload: {},
    });
    expect(checked.statusCode).toBe(409);
    expect(checked.json()).toEqual({ code: 4030, message: 'The form type w8bene is not supported yet.' });
  });
});

describe('TIN matching codes 0–8 and the IRS outage', () => {
  let app: SimApp;
  afterEach(() => app.close());

  async function check(tin: string, name: string, scenario?: string) {
    app = await buildTestApp(scenario ? { scenario } : {});
    const auth = await signIn(app);
    const id = (
      await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      })
    ).json().formId;
    const data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
    const answers = validW9(data, tin);
    answers.name = { name };
    answers.certification = { ...answers.certification, name };
    return (
      await app.inject({ method: 'POST', url: `/api/forms/w9_2024/${id}/validate`, headers: auth, payload: answers })
    ).json();
  }

  it.each([
    ['521447812', 'Jane Doe', true, undefined],
    ['900701234', 'MARIA GARCIA', true, undefined],
    ['274512347', 'Northwind Traders, Inc.', true, undefined],
    ['521447815', 'Sam Both', true, undefined],
    ['521447816', 'Invalid Request', false, 'WRN-TIN-MATCH-4'],
    ['274512346', 'Duplicate Request Co', false, 'WRN-TIN-MATCH-5'],
    ['521447813', 'Jane Doe', false, 'WRN-TIN-MATCH-3'],
  ])('TIN %s with name %s: matched %s', async (tin, name, matched, warning) => {
    const result = await check(tin, name);
    expect(result.tinMatched).toBe(matched);
    expect(result.warnings.map((w: { code: string }) => w.code)).toEqual(warning ? [warning] : []);
  });

  it('says when the IRS matching service is down, without blocking the customer', async () => {
    const result = await check('521447812', 'Jane Doe', 'irs-tin-matching-outage');
    expect(result).toMatchObject({ valid: true, tinMatched: null });
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'WRN-TIN-MATCH-UNAVAILABLE' })]);
  });
});
