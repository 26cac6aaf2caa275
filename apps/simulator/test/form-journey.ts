import type { Answers } from '@taxcert/engine';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { SimApp } from '../src/app';
import { expectContract } from './helper';

const out = mkdtempSync(join(tmpdir(), 'taxcert-journey-'));

/** pdftotext's words one space apart; a line broken after a hyphen or a slash ("country/ jurisdiction") joins again. */
export const flat = (value: string): string =>
  value
    .replace(/\s+/g, ' ')
    .replace(/([-/]) /g, '$1')
    .trim();

/** A PDF's text as pdftotext reads it (layout kept), flattened; the file stays in a temp folder under `name`. */
export function pdfText(bytes: Buffer, name: string): string {
  const file = join(out, `${name}.pdf`);
  writeFileSync(file, bytes);
  return flat(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

/** The printed name, capacity and date a journey signs with. */
export interface Signature {
  printName: string;
  capacity: string;
  signDate: string;
}

/**
 * One form type through the simulator's API as the browser drives it (the tests of each form type): add it
 * for Jane's account, read its pre-fill, check answers, confirm, certify, sign, and read its PDFs.
 */
export function formJourney(app: SimApp, auth: Record<string, string>, formType: string) {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  return {
    /** A new form of the type, with its pre-filled answers. */
    async create(): Promise<{ id: number; data: Answers }> {
      const added = await call('PUT', '/api/forms', { isOnline: true, accountId: 5001, formType });
      expectContract('forms.add', added);
      const id = added.json<{ formId: number }>().formId;
      return { id, data: (await call('GET', `/api/forms/${id}`)).json<{ data: Answers }>().data };
    },
    /** The Check's rejections of `answers`, as `[code, field]`. */
    async rejections(id: number, answers: Answers): Promise<[string, string][]> {
      const result = (await call('POST', `/api/forms/${formType}/${id}/validate`, answers)).json<{
        rejections: { code: string; field: string }[];
      }>();
      return result.rejections.map((r) => [r.code, r.field]);
    },
    /** Checks `answers` clean, confirms, certifies and signs; the signed PDF's text. */
    async signed(id: number, answers: Answers, signature: Signature, name: string): Promise<string> {
      const checked = await call('POST', `/api/forms/${formType}/${id}/validate`, answers);
      expect(checked.json<{ rejections: unknown[] }>().rejections, checked.body.slice(0, 400)).toEqual([]);
      await call('PUT', `/api/forms/${id}/confirm`, {});
      await call('POST', `/api/forms/${id}/certify`);
      const signedAnswer = await call('POST', `/api/forms/${id}/sign`, signature);
      expect(signedAnswer.statusCode, signedAnswer.body.slice(0, 300)).toBe(200);
      return pdfText((await call('GET', `/api/forms/${id}/pdf/download`)).rawPayload, name);
    },
    /** The preview PDF's text. */
    async preview(id: number, name: string): Promise<string> {
      return pdfText((await call('GET', `/api/forms/${id}/pdf/preview`)).rawPayload, name);
    },
  };
}

/** Each of `texts` prints in `pdf`, each after the one before it. */
export function expectInOrder(pdf: string, texts: readonly (string | undefined)[]): void {
  // Each text after the one before it: the same words higher up (the header's notes, the "Do not use" list) do not count.
  const at: number[] = [];
  for (const text of texts) at.push(pdf.indexOf(text ?? 'missing', (at[at.length - 1] ?? -1) + 1));
  expect(
    at.every((p) => p >= 0),
    `${String(at)} for ${JSON.stringify(texts)}`,
  ).toBe(true);
}
