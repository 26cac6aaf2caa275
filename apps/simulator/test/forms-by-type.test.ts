import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { failureCode, rejectionCode } from '../src/domain/validation';
import { buildTestApp, signIn } from './helper';

/** For each defined form: pre-filled on creation, and the server rejects exactly what the engine finds. */
describe.each(['w9_2024', 'w9_2018', 'w8ben_2021', 'crsi_2024'])('%s on the simulator', (formType) => {
  let app: SimApp;
  let auth: Record<string, string>;
  let id: number;
  let data: Record<string, Record<string, unknown>>;
  beforeEach(async () => {
    app = await buildTestApp();
    // Older revisions are enabled but not visible in the default config; offer this one for the test.
    app.sim.changeConfig((config) => {
      config.formTypes.find((f) => f.formType === formType)!.isVisible = true;
    });
    auth = await signIn(app);
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType },
    });
    expect(added.json()).toMatchObject({ success: true });
    id = added.json().formId;
    data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
  });
  afterEach(() => app.close());

  it('is pre-filled from the customer record', () => {
    const text = JSON.stringify(data);
    expect(text).toContain('1 Main Street');
    expect(text).toMatch(/Jane|Doe/);
  });

  it('rejects exactly the failures the engine finds, codes and fields included', async () => {
    const definition = (await loadDefinition(formType))!;
    const expected = evaluateForm(definition, data as never).failures;
    expect(expected.length).toBeGreaterThan(0);
    const result = (
      await app.inject({ method: 'POST', url: `/api/forms/${formType}/${id}/validate`, headers: auth, payload: data })
    ).json();
    expect(result.rejections.map((r: { code: string; field: string }) => [r.code, r.field])).toEqual(
      expected.map((f) => [failureCode(f), `${f.blockId}.${f.questionId}`]),
    );
    for (const rejection of result.rejections) expect(rejection.codeDescription).not.toMatch(/^questionnaire\./);
  });

  it('previews as a PDF with its form name and the certification statement', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth });
    const file = join(mkdtempSync(join(tmpdir(), 'taxcert-')), 'f.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const names: Record<string, string> = { w9_2024: 'W-9', w9_2018: 'W-9', w8ben_2021: 'W-8BEN', crsi_2024: 'CRS-I' };
    expect(text).toContain(names[formType]);
    expect(text).toMatch(/Under penalties of perjury|I declare that/);
    expect(text).not.toMatch(/pdf\.[a-z0-9_]+\./);
  });
});

describe('rejection codes', () => {
  it('name the rule, not the repeater row', () => {
    expect(rejectionCode('usTin', 'tin', 'length')).toBe('E-USTIN-TIN-LENGTH');
    expect(rejectionCode('taxResidences', 'taxResidences.0.country', 'required')).toBe(
      'E-TAXRESIDENCES-TAXRESIDENCES-COUNTRY-REQUIRED',
    );
    expect(rejectionCode('a', 'b.12.c.3.d', 'x')).toBe('E-A-B-C-D-X');
  });
});
