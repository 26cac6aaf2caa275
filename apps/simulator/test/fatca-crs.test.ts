import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificationText, evaluateForm, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { rejectionCode } from '../src/domain/validation';
import { loadFixtures } from '../src/fixtures/load';
import { buildTestApp, expectContract, signIn } from './helper';

/** The combined FATCA/CRS individual self-certification (fatca_crsi_2023) through the simulator's API. */

const english = loadFixtures().catalogues.get('en') ?? {};
/** pdftotext's words one space apart; a line broken after a hyphen or a slash ("country/ jurisdiction") joins again. */
const flat = (value: string): string => value.replace(/\s+/g, ' ').replace(/([-/]) /g, '$1').trim();
const out = mkdtempSync(join(tmpdir(), 'taxcert-fatca-crs-'));
const pdfText = (bytes: Buffer, name: string): string => {
  const file = join(out, `${name}.pdf`);
  writeFileSync(file, bytes);
  return flat(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
};

describe('fatca_crsi_2023 on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  async function create(): Promise<{ id: number; data: Answers }> {
    const added = await app.inject({ method: 'PUT', url: '/api/forms', headers: auth, payload: { isOnline: true, accountId: 5001, formType: 'fatca_crsi_2023' } });
    expectContract('forms.add', added);
    const id = added.json().formId as number;
    return { id, data: (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data as Answers };
  }

  it('is created pre-filled and rejects exactly what the engine finds (the FATCA answers among them)', async () => {
    const { id, data } = await create();
    expect(data.crsName).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    const expected = evaluateForm((await loadDefinition('fatca_crsi_2023'))!, data).failures;
    expect(expected.map((f) => `${f.blockId}.${f.questionId}`)).toEqual(expect.arrayContaining(['usPerson.isUsCitizen', 'usPerson.isUsResident']));
    const result = (await app.inject({ method: 'POST', url: `/api/forms/fatca_crsi_2023/${id}/validate`, headers: auth, payload: data })).json();
    expect(result.rejections.map((r: { code: string; field: string }) => [r.code, r.field])).toEqual(
      expected.map((f) => [rejectionCode(f.blockId, f.questionId, f.rule), `${f.blockId}.${f.questionId}`]),
    );
  });

  it('a US citizen: signed with the US TIN printed in Part 2 (as 123-45-6780), the combined declaration directly above "Sign Here"', async () => {
    const def = (await loadDefinition('fatca_crsi_2023'))!;
    const { id, data } = await create();
    const answers = def.sampleAnswers!(data, 'Jane Doe');
    const checked = await app.inject({ method: 'POST', url: `/api/forms/fatca_crsi_2023/${id}/validate`, headers: auth, payload: answers });
    expect(checked.json().rejections, checked.body.slice(0, 400)).toEqual([]);
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    const signed = await app.inject({ method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' } });
    expect(signed.statusCode, signed.body.slice(0, 300)).toBe(200);
    const pdf = pdfText((await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth })).rawPayload, 'fatca-crsi-us-citizen');
    expect(pdf).toContain('FATCA/CRS');
    expect(pdf).toContain(`${flat(english[certificationText(def, {}).introKey] ?? 'missing')} Sign Here`);
    const at = ['Part 1', 'Part 2', `${english['questionnaire.usPerson.isUsCitizen.label']} Yes`, `${english['questionnaire.usPerson.usTin.label']} 123-45-6780`, 'Part 3', 'France', 'Part 4', 'Sign Here Electronically signed by Jane Doe 22-11-2026'].map((s) => pdf.indexOf(s));
    expect(at.every((p) => p >= 0), String(at)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
  });
});

describe('fatca_crse_2022 and fatca_crse_2023 on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it.each(['fatca_crse_2022', 'fatca_crse_2023'])('%s: a passive NFFE with two controlling persons, checked, signed and printed in the form’s order', async (formType) => {
    const def = (await loadDefinition(formType))!;
    const added = await app.inject({ method: 'PUT', url: '/api/forms', headers: auth, payload: { isOnline: true, accountId: 5001, formType } });
    expectContract('forms.add', added);
    const id = added.json().formId as number;
    const data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data as Answers;
    const blank = (await app.inject({ method: 'POST', url: `/api/forms/${formType}/${id}/validate`, headers: auth, payload: data })).json();
    expect(blank.rejections.map((r: { field: string }) => r.field)).toEqual(evaluateForm(def, data).failures.map((f) => `${f.blockId}.${f.questionId}`));
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    const first = (sample.controllingPersons?.controllingPersons as Answers[string][])[0]!;
    const answers = { ...sample, controllingPersons: { controllingPersons: [first, { ...first, firstName: 'Paul', lastName: 'Schmit' }] } };
    const checked = await app.inject({ method: 'POST', url: `/api/forms/${formType}/${id}/validate`, headers: auth, payload: answers });
    expect(checked.json().rejections, checked.body.slice(0, 400)).toEqual([]);
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    const signed = await app.inject({ method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: { printName: 'Jane Doe', capacity: 'Director', signDate: '22-11-2026' } });
    expect(signed.statusCode, signed.body.slice(0, 300)).toBe(200);
    const pdf = pdfText((await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth })).rawPayload, formType);
    expect(pdf).toContain(`(${def.revision})`);
    expect(pdf).toContain(`${flat(english[certificationText(def, {}).introKey] ?? 'missing')} Sign Here`);
    const at = ['Part 1', 'Part 2', `${english['questionnaire.fatcaEntity.status.label']} ${english['questionnaire.fatcaEntity.status.option.PassiveNffe']}`, 'Part 3', 'Controlling person 1 — First or given name Marie', 'Controlling person 2 — First or given name Paul', 'Part 4', 'Part 5', 'Sign Here'].map((s) => pdf.indexOf(s ?? 'missing'));
    expect(at.every((p) => p >= 0), String(at)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
  });
});
