import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, expectContract, signIn } from './helper';

/** The unversioned CRS individual self-certification (crsi) through the simulator's API. */
describe('crsi on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it('is created pre-filled, checked, signed and printed as the CRS-I with "(2016)"', async () => {
    const def = (await loadDefinition('crsi'))!;
    const added = await app.inject({ method: 'PUT', url: '/api/forms', headers: auth, payload: { isOnline: true, accountId: 5001, formType: 'crsi' } });
    expectContract('forms.add', added);
    const id = added.json().formId as number;
    const data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data as Answers;
    expect(data.crsName).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    const checked = await app.inject({ method: 'POST', url: `/api/forms/crsi/${id}/validate`, headers: auth, payload: def.sampleAnswers!(data, 'Jane Doe') });
    expect(checked.json().rejections, checked.body.slice(0, 400)).toEqual([]);
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    const signed = await app.inject({ method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' } });
    expect(signed.statusCode, signed.body.slice(0, 300)).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'taxcert-crsi-')), 'crsi.pdf');
    writeFileSync(file, (await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth })).rawPayload);
    const pdf = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pdf).toContain('CRS-I');
    expect(pdf).toContain('(2016)');
    expect(pdf).toContain('Sign Here Electronically signed by Jane Doe');
  });
});
