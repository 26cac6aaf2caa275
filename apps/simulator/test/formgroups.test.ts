import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCodes } from '@taxcert/contracts';
import { evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { failureCode } from '../src/domain/validation';
import { buildTestApp, expectContract, signIn } from './helper';

type Data = Record<string, Record<string, unknown>>;

/** A CRS-I that passes every rule: one tax residence with its TIN, the signer's name. */
const validCrsi = (data: Data): Data => ({
  ...data,
  taxResidences: { taxResidences: [{ country: 'FR', tin: 'FR-2941-7730' }] },
  part3: { ...data.part3, name: 'Jane Doe' },
});

/**
 * A W-8BEN that passes every rule: a citizenship and a permanent residence outside the US (Jane's record says US for
 * both: a US citizen gives Form W-9), foreign TIN, no treaty claim, capacity ticked, the signer's name.
 */
const validW8ben = (data: Data): Data => ({
  ...data,
  citizenship: { country: 'DE' },
  address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
  foreignTin: { ...data.foreignTin, tin: '1800475002001', notRequired: false },
  treatyClaim: { claimed: 'No' },
  part3: { ...data.part3, capacityToSign: true, name: 'Jane Doe' },
});

const pdfTextOf = (bytes: Buffer): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-group-')), 'f.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

/** The crsiw8ben group (crsi_2024 + w8ben_2021) through the formgroups calls. */
describe('form group crsiw8ben', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  let id: number;
  let forms: Record<string, { formId: number; data: Data }>;
  const request = async (method: 'GET' | 'POST' | 'PUT', url: string, name: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    expectContract(name, res);
    return res;
  };
  const sign = { printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: 'November 22, 2026' };

  beforeEach(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
    const added = await request('POST', '/api/formgroups', 'formGroups.add', {
      isOnline: true,
      accountId: 5001,
      formTypes: ['w8ben_2021', 'crsi_2024'],
    });
    expect(added.json()).toMatchObject({ success: true, error: null });
    id = added.json().formGroupId;
    const group = (await request('GET', `/api/formgroups/${id}`, 'formGroups.get')).json();
    forms = Object.fromEntries(
      group.forms.map((f: { formType: string; formId: number; data: Data }) => [
        f.formType,
        { formId: f.formId, data: f.data },
      ]),
    );
  });
  afterEach(() => app.close());

  /** Validates, confirms and certifies valid answers for both forms. */
  async function toCertified(): Promise<Data[]> {
    const answers = [validCrsi(forms.crsi_2024!.data), validW8ben(forms.w8ben_2021!.data)];
    await request('POST', `/api/formgroups/${id}/crsi_2024/validate`, 'formGroups.validate', answers[0]);
    await request('POST', `/api/formgroups/${id}/w8ben_2021/validate`, 'formGroups.validate', answers[1]);
    await request('PUT', `/api/formgroups/${id}/confirm`, 'formGroups.confirm', {
      data: { crsi_2024: answers[0], w8ben_2021: answers[1] },
    });
    await request('POST', `/api/formgroups/${id}/certify`, 'formGroups.certify');
    return answers;
  }

  it("refuses the single-form workflow calls for a group's form: it is confirmed, certified and signed with its group", async () => {
    const formId = forms.w8ben_2021!.formId;
    for (const [method, url, name, payload] of [
      ['PUT', `/api/forms/${formId}/confirm`, 'forms.confirm', {}],
      ['POST', `/api/forms/${formId}/certify`, 'forms.certify', undefined],
      ['POST', `/api/forms/${formId}/sign`, 'forms.sign', sign],
      ['PUT', `/api/forms/${formId}/submit`, 'forms.submit', { stage: 4 }],
    ] as const) {
      const res = await request(method, url, name, payload);
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({
        code: ErrorCodes.StageConflict,
        message: `Form ${formId} belongs to form group ${id}: confirm, certify, sign and submit it with the group.`,
      });
    }
  });

  it('is offered only to a CRS-participating account, and holds both forms pre-filled in the catalogue order', async () => {
    const refused = await request('POST', '/api/formgroups', 'formGroups.add', {
      isOnline: true,
      accountId: 5002,
      formTypes: ['crsi_2024', 'w8ben_2021'],
    });
    expect(refused.statusCode).toBe(403);
    const group = (await request('GET', `/api/formgroups/${id}`, 'formGroups.get')).json();
    expect(group).toMatchObject({ groupType: 'crsiw8ben', accountId: 5001, workflowState: { stage: 0 } });
    expect(group.forms.map((f: { formType: string }) => f.formType)).toEqual(['crsi_2024', 'w8ben_2021']);
    expect(JSON.stringify(forms.crsi_2024!.data)).toContain('1 Main Street');
    expect(forms.w8ben_2021!.data.name).toEqual({ name: 'Jane Doe' });
  });

  it('validates each form with the same engine rules as a single form, and keeps each answer and result', async () => {
    for (const formType of ['crsi_2024', 'w8ben_2021']) {
      const definition = (await loadDefinition(formType))!;
      const expected = evaluateForm(definition, forms[formType]!.data as never).failures;
      expect(expected.length).toBeGreaterThan(0);
      const result = (
        await request(
          'POST',
          `/api/formgroups/${id}/${formType}/validate`,
          'formGroups.validate',
          forms[formType]!.data,
        )
      ).json();
      expect(result.formType).toBe(formType);
      expect(result.rejections.map((r: { code: string; field: string }) => [r.code, r.field])).toEqual(
        expected.map((f) => [failureCode(f), `${f.blockId}.${f.questionId}`]),
      );
    }
    const valid = validW8ben(forms.w8ben_2021!.data);
    expect(
      (await request('POST', `/api/formgroups/${id}/w8ben_2021/validate`, 'formGroups.validate', valid)).json(),
    ).toMatchObject({ valid: true, rejections: [] });
    const group = (await request('GET', `/api/formgroups/${id}`, 'formGroups.get')).json();
    const w8 = group.forms.find((f: { formType: string }) => f.formType === 'w8ben_2021');
    expect(w8.data.foreignTin.tin).toBe('1800475002001');
    expect(w8.validationResult.valid).toBe(true);
    expect(
      (await request('POST', `/api/formgroups/${id}/w9_2024/validate`, 'formGroups.validate', {})).statusCode,
    ).toBe(404);
  });

  it('moves through the stages as one group: its forms carry the group stage; confirm before certify, certify before sign', async () => {
    expect((await request('POST', `/api/formgroups/${id}/certify`, 'formGroups.certify')).statusCode).toBe(409);
    expect((await request('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign)).statusCode).toBe(409);
    await request('PUT', `/api/formgroups/${id}/confirm`, 'formGroups.confirm', {});
    const member = await app.inject({ method: 'GET', url: `/api/forms/${forms.crsi_2024!.formId}`, headers: auth });
    expect(member.json().workflowState.stage).toBe(1);
    expect((await request('PUT', `/api/formgroups/${id}/revert`, 'formGroups.revert')).json().stage).toBe(0);
    const group = (await request('GET', `/api/formgroups/${id}`, 'formGroups.get')).json();
    expect(group.forms.map((f: { workflowState: { stage: number } }) => f.workflowState.stage)).toEqual([0, 0]);
  });

  it('refuses to sign while a form has errors, and a printed name that is not the signer (4220)', async () => {
    await request('PUT', `/api/formgroups/${id}/confirm`, 'formGroups.confirm', {
      data: { crsi_2024: validCrsi(forms.crsi_2024!.data) },
    });
    await request('POST', `/api/formgroups/${id}/certify`, 'formGroups.certify');
    const invalid = await request('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign);
    expect(invalid.statusCode).toBe(409);
    await request('PUT', `/api/formgroups/${id}/revert`, 'formGroups.revert');
    await toCertified();
    const mismatch = await request('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', {
      ...sign,
      printName: 'John Smith',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe(ErrorCodes.PrintNameMismatch);
  });

  it('asks for the e-signature PIN first when authenticationType is 1 (the W-8BEN is not a CRS form)', async () => {
    app.sim.changeConfig((config) => {
      config.authenticationType = 1;
    });
    await toCertified();
    const noPin = await request('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign);
    expect(noPin.statusCode).toBe(422);
    expect(noPin.json().code).toBe(ErrorCodes.SignRetry);
    await app.inject({ method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } });
    const pin = app.sim.outbox.list()[0]!.pin!;
    await app.inject({ method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin, pinType: 1 } });
    expect((await request('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign)).statusCode).toBe(200);
  });

  it('signs both forms with one signature, submits, then refuses changes; each form has its own signed PDF', async () => {
    const answers = await toCertified();
    const signed = await request('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign);
    expect(signed.json().workflowState.stage).toBe(3);
    expect((await request('PUT', `/api/formgroups/${id}/submit`, 'formGroups.submit', { stage: 4 })).json().stage).toBe(
      4,
    );
    const group = (await request('GET', `/api/formgroups/${id}`, 'formGroups.get')).json();
    expect(group.workflowState.stage).toBe(4);
    // One date per box: signed in the group's format, each form holds the date in its own box's format.
    const onForm: Record<string, string> = { crsi_2024: '22-11-2026', w8ben_2021: '11-22-2026' };
    for (const form of group.forms) {
      expect(form.workflowState.stage).toBe(4);
      expect(form.data.part3).toMatchObject({
        signature: 'Electronically signed by Jane Doe',
        date: onForm[form.formType],
      });
    }
    expect(
      (await request('POST', `/api/formgroups/${id}/crsi_2024/validate`, 'formGroups.validate', answers[0])).statusCode,
    ).toBe(409);
    expect((await request('PUT', `/api/formgroups/${id}/revert`, 'formGroups.revert')).statusCode).toBe(409);

    const texts: Record<string, string> = {};
    for (const formType of ['crsi_2024', 'w8ben_2021']) {
      const res = await request('GET', `/api/formgroups/${id}/${formType}/pdf/download`, 'formGroups.pdfDownload');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${formType}-${forms[formType]!.formId}.pdf"`,
      );
      texts[formType] = pdfTextOf(res.rawPayload);
      expect(texts[formType]).toContain('Electronic signature evidence');
      expect(texts[formType]).toContain('Printed name: Jane Doe');
      expect(texts[formType]).toContain(`Sign date on the form: ${onForm[formType]}`);
      expect(texts[formType]).not.toContain('November 22, 2026');
    }
    // The W-8BEN's signature line: the date under its "Date (MM-DD-YYYY)" label.
    expect(texts.w8ben_2021).toContain('Electronically signed by Jane Doe 11-22-2026');
    expect(texts.crsi_2024).toContain('FR-2941-7730');
    expect(texts.w8ben_2021).toContain('1800475002001');
    const hash = (text?: string) => /SHA-256 of the submitted data: ([0-9a-f]{64})/.exec(text ?? '')?.[1];
    expect(hash(texts.crsi_2024)).toBeDefined();
    expect(hash(texts.w8ben_2021)).toBe(hash(texts.crsi_2024));
    const preview = await request('GET', `/api/formgroups/${id}/w8ben_2021/pdf/preview`, 'formGroups.pdfPreview');
    expect(preview.headers['content-disposition']).toContain('inline');
    expect(pdfTextOf(preview.rawPayload)).toContain('PREVIEW');
  });

  it("answers 404 for another customer's group", async () => {
    const other = await signIn(app, 'CUST-1002');
    const res = await app.inject({ method: 'GET', url: `/api/formgroups/${id}`, headers: other });
    expect(res.statusCode).toBe(404);
    expectContract('formGroups.get', res);
  });
});
