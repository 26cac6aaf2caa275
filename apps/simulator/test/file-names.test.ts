import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

const boundary = '----taxcert-names';
/** A multipart body as a browser sends it: the file name's UTF-8 bytes in the part header. */
const multipart = (name: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      'utf8',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

describe('file names in any script', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  let formId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    formId = added.json<{ formId: number }>().formId;
  });
  afterAll(() => app.close());

  const cases: [string, string, string][] = [
    ['文件.pdf', '__.pdf', '%E6%96%87%E4%BB%B6.pdf'],
    ['résumé.pdf', 'resume.pdf', 'r%C3%A9sum%C3%A9.pdf'],
  ];
  it.each(cases)(
    'uploads %s, then views and downloads it with an ASCII fallback and the UTF-8 name',
    async (name, fallback, encoded) => {
      const upload = await app.inject({
        method: 'PUT',
        url: `/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=${formId}&linkType=form`,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(name, Buffer.from('%PDF-1.7\n%test\n')),
      });
      expect(upload.statusCode).toBe(200);
      const doc = upload.json<{ id: number; originalFileName: string }[]>().at(-1)!;
      expect(doc.originalFileName).toBe(name);
      for (const [url, kind] of [
        [`/api/customers/supporting-docs/${doc.id}`, 'inline'],
        [`/api/supportingdocs/${doc.id}/download`, 'attachment'],
      ] as const) {
        const res = await app.inject({ method: 'GET', url, headers: auth });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-disposition']).toBe(`${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`);
      }
    },
  );

  it('keeps plain ASCII names as they were', async () => {
    const pdf = await app.inject({ method: 'GET', url: `/api/forms/${formId}/pdf/preview`, headers: auth });
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="w9_2024-${formId}-preview.pdf"`);
  });
});
