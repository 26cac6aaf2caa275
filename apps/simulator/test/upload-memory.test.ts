import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { addW9, buildTestApp, signIn } from './helper';

const boundary = '----taxcert-upload';
const MB = 1024 * 1024;
/** A PDF of a little under 5 MB (the default config's maxFileSize). */
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4.9 * MB)]);
const multipart = (name: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
/** Uploads `bytes` as a passport scan named `name` to the form `formId`. */
const upload = (sim: SimApp, auth: Record<string, string>, formId: number, name: string, bytes: Buffer) =>
  sim.inject({
    method: 'PUT',
    url: `/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=${formId}&linkType=form`,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipart(name, bytes),
  });

/**
 * Upload memory is bounded (ADR 013): the default config allows 1,000 files of 5 MB per form, all kept in
 * memory; the simulator keeps at most 50 MB of documents per customer, over all its forms and groups.
 */
describe('upload memory per customer', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses the upload that would take a customer past 50 MB with 413 {code, message}, and takes it again after a delete', async () => {
    const sim = (app = await buildTestApp({ now: () => new Date('2026-11-24T10:00:00Z') }));
    const auth = await signIn(sim);
    const uploadPdf = (formId: number, name: string) => upload(sim, auth, formId, name, pdf);
    // Ten files of 4.9 MB over two forms: 49 MB, under the bound (it counts the customer, not one form).
    const forms = [await addW9(sim, auth), await addW9(sim, auth)];
    let lastList: { id: number }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await uploadPdf(forms[i % 2]!, `doc${i}.pdf`);
      expect(res.statusCode, `doc${i}.pdf`).toBe(200);
      lastList = res.json<{ id: number }[]>();
    }
    const refused = await uploadPdf(forms[0]!, 'one-too-many.pdf');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 413,
      message:
        'one-too-many.pdf was not kept: your documents would take more than the 50 MB the server keeps per customer. Delete a document you no longer need and try again.',
    });
    expect(sim.sim.store.storedBytes(sim.sim.customerByRef('CUST-1001')!.customerId)).toBeLessThanOrEqual(50 * MB);
    // Another customer has a budget of their own.
    const other = await signIn(sim, 'CUST-1002');
    expect(sim.sim.store.storedBytes(sim.sim.customerByRef('CUST-1002')!.customerId)).toBe(0);
    expect(other.cookie).toBeDefined();
    // A deleted document frees its room.
    const deleted = await sim.inject({
      method: 'DELETE',
      url: `/api/supportingdocs/${lastList[0]!.id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await uploadPdf(forms[0]!, 'after-delete.pdf')).statusCode).toBe(200);
  });

  // A kept file is a copy (ownPages, ADR 126): under a page an ordinary Buffer, from a page up pages of its own. Every
  // byte value must come back as it was sent either way.
  it.each([
    ['a file within one page', 3000],
    ['a file of many pages', 1.5 * MB],
  ])('gives back %s byte for byte, every byte value included, on download and view', async (_, size) => {
    const sim = (app = await buildTestApp({ now: () => new Date('2026-11-24T10:00:00Z') }));
    const auth = await signIn(sim);
    const body = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) body[i] = (i * 7 + (i >> 8)) & 0xff;
    const sent = Buffer.concat([Buffer.from('%PDF-1.7\n'), body]);
    const uploaded = await upload(sim, auth, await addW9(sim, auth), 'bytes.pdf', sent);
    expect(uploaded.statusCode).toBe(200);
    const doc = uploaded.json<{ id: number; size: number }[]>().at(-1)!;
    expect(doc.size).toBe(sent.length);
    for (const url of [`/api/supportingdocs/${doc.id}/download`, `/api/customers/supporting-docs/${doc.id}`]) {
      const res = await sim.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-length'], url).toBe(String(sent.length));
      expect(res.rawPayload.equals(sent), url).toBe(true);
    }
  });
});
