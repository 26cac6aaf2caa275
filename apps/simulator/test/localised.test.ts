import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@taxcert/contracts';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

const pdfText = (bytes: Buffer): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-pdf-')), 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

/**
 * A CRS self-certification exists in every interface language: its validate and PDF calls answer in the
 * request's Accept-Language, from that language's catalogue (app-shell.md §7), and its PDF prints that
 * language's letters (Polish ł, ś, ż; Chinese) with the embedded fonts of pdf/fonts.ts.
 */

describe.each(['de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'])('a CRS-I in %s', (locale) => {
  let app: SimApp;
  let auth: Record<string, string>;
  let id: number;
  let data: Record<string, Record<string, unknown>>;
  let messages: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    messages = app.sim.messages(locale as Locale);
    auth = { ...(await signIn(app)), 'accept-language': locale };
    id = (
      await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'crsi_2024' },
      })
    ).json().formId;
    data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
  });
  afterAll(() => app.close());

  it('is rejected in that language', async () => {
    const english = app.sim.messages('en');
    const result = (
      await app.inject({ method: 'POST', url: `/api/forms/crsi_2024/${id}/validate`, headers: auth, payload: data })
    ).json();
    expect(result.rejections.length).toBeGreaterThan(0);
    const translated = new Set(
      Object.entries(messages)
        .filter(([key, text]) => text !== english[key])
        .map(([, text]) => text),
    );
    for (const rejection of result.rejections)
      expect(translated.has(rejection.codeDescription), rejection.codeDescription).toBe(true);
  });

  it('previews as a PDF in that language', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth });
    const text = pdfText(res.rawPayload);
    for (const key of ['questionnaire.crsi.title', 'pdf.preview.banner']) expect(text, key).toContain(messages[key]);
    // A preview is not submitted: it prints no confirmation reference (ADR 023).
    expect(text).not.toContain((messages['pdf.reference'] ?? '').replace('{{id}}', String(id)));
    expect(text).not.toMatch(/TC-\d{8}-F\d+/);
    expect(text).not.toContain('Individual Tax Residency Self-Certification');
  });
});
