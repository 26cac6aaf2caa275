import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { addW9, buildTestApp, expectContract, signIn } from './helper';

const boundary = '----taxcert-upload';
const multipart = (name: string, bytes: Buffer, field = 'file') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

/** The first bytes of each accepted kind of file. */
const samples: Record<string, Buffer> = {
  'scan.pdf': Buffer.from('%PDF-1.7\n%test\n'),
  'photo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  'photo.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  'photo.jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 16]),
  'image.gif': Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  'image.bmp': Buffer.from('BM\x3a\x00\x00\x00', 'latin1'),
  'image.tif': Buffer.from('II*\x00\x08\x00', 'latin1'),
  'image.tiff': Buffer.from('MM\x00*\x00\x08', 'latin1'),
  'letter.doc': Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
  'sheet.xls': Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
  'mail.msg': Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
  'letter.docx': Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]),
  'sheet.xlsx': Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]),
};

describe('upload.supportingDoc', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A signed-in session on `scenario` with a new W-9, and an uploader for it. */
  const now = new Date('2026-12-31T23:59:30Z');
  async function start(scenario = 'default') {
    app = await buildTestApp({ scenario, now: () => now });
    const sim = app;
    const auth = await signIn(sim);
    const formId = await addW9(sim, auth);
    const upload = (name: string, bytes: Buffer, options: { query?: string; field?: string } = {}) =>
      sim.inject({
        method: 'PUT',
        url: `/api/supportingdocs/upload?${options.query ?? `docCategory=supportingdocument&docType=passport&id=${formId}&linkType=form`}`,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(name, bytes, options.field),
      });
    return { sim, auth, formId, upload };
  }

  it('accepts every type of the dialog by its bytes, stores it under a generated name and answers the list', async () => {
    const { sim, auth, formId, upload } = await start();
    for (const [name, bytes] of Object.entries(samples)) {
      const res = await upload(name, bytes);
      expect(res.statusCode, name).toBe(200);
      expectContract('upload.supportingDoc', res);
    }
    const list = (await sim.inject({ method: 'GET', url: `/api/forms/${formId}`, headers: auth })).json()
      .supportingDocs;
    expect(list.map((doc: { originalFileName: string }) => doc.originalFileName)).toEqual(Object.keys(samples));
    const pdf = list[0];
    expect(pdf).toMatchObject({
      type: 'passport',
      typeDescription: 'Passport',
      size: samples['scan.pdf']!.length,
      isNoFormDoc: false,
    });
    expect(pdf.fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(pdf.uploadedAt).toBe(now.toISOString());
    // Kept in memory: viewing answers the same bytes with the type the bytes showed.
    const view = await sim.inject({ method: 'GET', url: `/api/customers/supporting-docs/${pdf.id}`, headers: auth });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toContain('application/pdf');
    expect(view.headers['content-disposition']).toBe('inline; filename="scan.pdf"');
    expect(view.rawPayload.equals(samples['scan.pdf']!)).toBe(true);
  });

  it('refuses a file whose bytes do not match its name, or a type not accepted, with 415 {code, message}', async () => {
    const { upload } = await start();
    const fake = await upload('passport.pdf', Buffer.from('GIF89a......'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      code: 415,
      message:
        'passport.pdf is not an accepted file type (pdf, jpg, png, bmp, msg, doc, docx, jpeg, tiff, gif, tif, xls, xlsx), or its content does not match its name.',
    });
    expect((await upload('run.exe', Buffer.from('MZ\x90\x00', 'latin1'))).statusCode).toBe(415);
    // CSV only in the questionnaire uploader.
    expect((await upload('list.csv', Buffer.from('a,b\n1,2\n'))).statusCode).toBe(415);
  });

  it('takes CSV from the questionnaire uploader', async () => {
    const { formId, upload } = await start();
    const res = await upload('list.csv', Buffer.from('a,b\n1,2\n'), {
      query: `docCategory=supportingdocument&docType=other&id=${formId}&linkType=form&category=questionnaire`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().at(-1)).toMatchObject({ originalFileName: 'list.csv', type: 'other' });
  });

  it('refuses an empty file, a missing "file" field and an unknown document type with 400', async () => {
    const { formId, upload } = await start();
    expect((await upload('empty.pdf', Buffer.alloc(0))).json()).toEqual({ code: 400, message: 'empty.pdf is empty.' });
    expect((await upload('scan.pdf', samples['scan.pdf']!, { field: 'document' })).json()).toEqual({
      code: 400,
      message: 'The multipart field "file" is missing.',
    });
    const unknown = await upload('scan.pdf', samples['scan.pdf']!, {
      query: `docCategory=supportingdocument&docType=pasport&id=${formId}&linkType=form`,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('upload-limits: refuses a file over maxFileSize (413) and a third document (400)', async () => {
    const { upload } = await start('upload-limits');
    const big = Buffer.concat([samples['scan.pdf']!, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await upload('big.pdf', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 413, message: 'big.pdf is larger than the 1 MB allowed.' });
    expect((await upload('one.pdf', samples['scan.pdf']!)).statusCode).toBe(200);
    expect((await upload('two.pdf', samples['scan.pdf']!)).statusCode).toBe(200);
    const third = await upload('three.pdf', samples['scan.pdf']!);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ code: 400, message: 'No more than 2 documents can be uploaded.' });
  });

  it('upload-error-no-body: 500 with no body at all', async () => {
    const { upload } = await start('upload-error-no-body');
    const res = await upload('scan.pdf', samples['scan.pdf']!);
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('');
  });

  it('upload-empty-array: 200 with an empty list', async () => {
    const { upload } = await start('upload-empty-array');
    const res = await upload('scan.pdf', samples['scan.pdf']!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('upload-498-sessiontimeout: 403 with body code 498', async () => {
    const { upload } = await start('upload-498-sessiontimeout');
    const res = await upload('scan.pdf', samples['scan.pdf']!);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 498, message: 'Your session has timed out.' });
  });

  /** Sends a real upload over HTTP and expects no answer within `ms` (the client gives up). */
  async function expectNoAnswerWithin(sim: SimApp, auth: Record<string, string>, formId: number, ms: number) {
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const address = sim.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    const form = new FormData();
    form.append('file', new Blob([samples['scan.pdf']!]), 'scan.pdf');
    const call = fetch(
      `http://127.0.0.1:${address.port}/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=${formId}&linkType=form`,
      {
        method: 'PUT',
        headers: auth,
        body: form,
        signal: AbortSignal.timeout(ms),
      },
    );
    await expect(call).rejects.toThrow(/abort|timeout/i);
  }

  it('upload-timeout: the call hangs past the configured 3 s time-out', async () => {
    const { sim, auth, formId } = await start('upload-timeout');
    const config = (await sim.inject({ method: 'GET', url: '/api/config', headers: auth })).json();
    expect(config.uploadFileSettings.uploadTimeout).toBe(3000);
    await expectNoAnswerWithin(sim, auth, formId, 3000);
  });

  it('upload-cancel: the call is slow enough to cancel (no answer within 2 s)', async () => {
    const { sim, auth, formId } = await start('upload-cancel');
    await expectNoAnswerWithin(sim, auth, formId, 2000);
  });
});
