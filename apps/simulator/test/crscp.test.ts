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

/** The CRS controlling person self-certification (crscp) through the simulator's API: checked, previewed, signed, printed. */

const english = loadFixtures().catalogues.get('en') ?? {};
const flat = (value: string): string => value.replace(/\s+/g, ' ').replace(/- /g, '-').trim();
const out = mkdtempSync(join(tmpdir(), 'taxcert-crscp-'));
const pdfText = (bytes: Buffer, name: string): string => {
  const file = join(out, `${name}.pdf`);
  writeFileSync(file, bytes);
  return flat(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
};

describe('crscp on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  async function create(): Promise<{ id: number; data: Answers }> {
    const added = await app.inject({ method: 'PUT', url: '/api/forms', headers: auth, payload: { isOnline: true, accountId: 5001, formType: 'crscp' } });
    expectContract('forms.add', added);
    const id = added.json().formId as number;
    return { id, data: (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data as Answers };
  }

  it('is created pre-filled (name parts, address, birth date dd-MM-yyyy) and rejects exactly what the engine finds', async () => {
    const { id, data } = await create();
    expect(data.crsName).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(data.birthDetails?.birthDate).toMatch(/^\d\d-\d\d-\d{4}$/);
    const expected = evaluateForm((await loadDefinition('crscp'))!, data).failures;
    expect(expected.map((f) => `${f.blockId}.${f.questionId}`)).toContain('entities.entities.0.entityName');
    const result = (await app.inject({ method: 'POST', url: `/api/forms/crscp/${id}/validate`, headers: auth, payload: data })).json();
    expect(result.rejections.map((r: { code: string; field: string }) => [r.code, r.field])).toEqual(
      expected.map((f) => [rejectionCode(f.blockId, f.questionId, f.rule), `${f.blockId}.${f.questionId}`]),
    );
  });

  it('signed: the entities with the type of control in Part 2, the declaration directly above "Sign Here"', async () => {
    const def = (await loadDefinition('crscp'))!;
    const { id, data } = await create();
    const answers = {
      ...def.sampleAnswers!(data, 'Jane Doe'),
      entities: { entities: [{ entityName: 'Alder Holdings', control: 'LegalPerson', nature: 'CRS801' }, { entityName: 'Birch Trust', control: 'Trust', nature: 'CRS805' }] },
    };
    const checked = await app.inject({ method: 'POST', url: `/api/forms/crscp/${id}/validate`, headers: auth, payload: answers });
    expect(checked.json().rejections, checked.body.slice(0, 400)).toEqual([]);
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    const signed = await app.inject({ method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' } });
    expect(signed.statusCode, signed.body.slice(0, 300)).toBe(200);
    const pdf = pdfText((await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth })).rawPayload, 'crscp-signed');
    expect(pdf).toContain('CRS-CP');
    expect(pdf).toContain(`${flat(english[certificationText(def, {}).introKey] ?? 'missing')} Sign Here`);
    const at = ['Part 1', 'Last or family name Doe', 'Part 2', 'Entity 1 — Legal name of the entity Alder Holdings', english['questionnaire.controllingPerson.type.option.CRS801'], 'Entity 2 — Legal name of the entity Birch Trust', english['questionnaire.controllingPerson.type.option.CRS805'], 'Part 3', 'Part 4', 'Sign Here'].map((s) => pdf.indexOf(s ?? 'missing'));
    expect(at.every((p) => p >= 0), String(at)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
  });
});
