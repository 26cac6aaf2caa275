import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn, validW9 } from './helper';

/** The text of a PDF, by Debian's pdftotext (poppler-utils), in reading order. */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-pdf-')), 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('W-9 PDFs', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
    id = (
      await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      })
    ).json().formId;
    const data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
    const answers = validW9(data);
    answers.name = { name: 'Jane Doe', businessName: 'Doe Consulting' };
    answers.certification = { ...answers.certification, subjectToBackupWhd: true };
    await app.inject({ method: 'POST', url: `/api/forms/w9_2024/${id}/validate`, headers: auth, payload: answers });
  });
  afterAll(() => app.close());

  it('previews the answers in the official line order with a PREVIEW watermark, inline', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="w9_2024-${id}-preview.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('W-9');
    expect(text).toContain('Request for Taxpayer Identification');
    expect(text).toContain('(Rev. March 2024)');
    expect(text).toContain('PREVIEW');
    const order = [
      'Jane Doe',
      'Doe Consulting',
      'Individual/sole proprietor',
      '1 Main Street',
      'Springfield',
      '521-44-7812',
      'Under penalties of perjury',
    ];
    const positions = order.map((needle) => text.indexOf(needle));
    positions.forEach((p, i) => expect(p, order[i]).toBeGreaterThanOrEqual(0));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain('Electronic signature evidence');
  });

  it('downloads the signed form as an attachment with the perjury statement above the signature and the evidence block', async () => {
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    await app.inject({
      method: 'POST',
      url: `/api/forms/${id}/sign`,
      headers: auth,
      payload: { printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: '11-22-2026' },
    });
    const res = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="w9_2024-${id}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).not.toContain('PREVIEW');
    expect(text.indexOf('Under penalties of perjury')).toBeLessThan(text.indexOf('Electronically signed by Jane Doe'));
    expect(text).toContain('Electronic signature evidence');
    expect(text).toMatch(/SHA-256 of the submitted data: [0-9a-f]{64}/);
    expect(text).toMatch(/Signed \(UTC\): \d{4}-\d\d-\d\dT/);
    expect(text).toContain('E-signature PIN verified: no');
  });
});

describe('CRS-I PDFs', () => {
  it('print each tax residence of the repeater as its own lines, never as raw data', async () => {
    const app = await buildTestApp();
    try {
      const auth = await signIn(app);
      const id = (
        await app.inject({
          method: 'PUT',
          url: '/api/forms',
          headers: auth,
          payload: { isOnline: true, accountId: 5001, formType: 'crsi_2024' },
        })
      ).json().formId;
      const data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
      const taxResidences = [
        { country: 'FR', tin: 'FR-2941-7730' },
        { country: 'DE', tin: '', reason: 'B', reasonExplanation: 'Not issued yet' },
      ];
      await app.inject({
        method: 'POST',
        url: `/api/forms/crsi_2024/${id}/validate`,
        headers: auth,
        payload: { ...data, taxResidences: { taxResidences } },
      });
      const text = pdfText(
        (await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth })).rawPayload,
      ).replace(/\s+/g, ' ');
      expect(text).toMatch(/Tax residence 1 — Country\/jurisdiction of residence (\w )?France/);
      // (The PREVIEW watermark's letters may fall between a label and its value in the text.)
      expect(text).toMatch(/Tax residence 1 — TIN (\w )?FR-2941-7730/);
      expect(text).toMatch(/Tax residence 2 — Country\/jurisdiction of residence (\w )?Germany/);
      expect(text).toContain('Not issued yet');
      expect(text).not.toContain('[{');
    } finally {
      await app.close();
    }
  });
});
