import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailureError, type Failure } from '../../../lib/failures';
import { uploadSupportingDoc, uploadUrl, type UploadRequest } from './upload';
import { FakeXhr } from '../../../testing/upload-xhr';

const doc = {
  id: 300001,
  type: 'passport',
  typeDescription: 'Passport',
  localeDescription: 'Passport',
  originalFileName: 'scan.pdf',
  fileName: 'a.pdf',
  isNoFormDoc: false,
};
const request = (extra: Partial<UploadRequest> = {}): UploadRequest => ({
  apiHost: 'https://api.bank.example',
  query: { docCategory: 'supportingdocument', docType: 'passport', id: 100001, linkType: 'form' },
  file: new File(['%PDF-'], 'scan.pdf'),
  locale: 'de',
  timeoutMs: 60_000,
  ...extra,
});
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FailureError);
  return (error as FailureError).failure as Failure & { status?: number; body?: unknown };
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadSupportingDoc', () => {
  it('PUTs the file in the field "file" to the contract\'s path with the query, credentials and headers', async () => {
    const progress: number[] = [];
    const call = uploadSupportingDoc(
      request({ clientKey: 'KEY-7', timeoutMs: 3000, onProgress: (p) => progress.push(p) }),
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(
      'https://api.bank.example/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=100001&linkType=form',
    );
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBe(3000);
    expect(xhr.headers).toEqual({
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': 'de',
      'x-client-key': 'KEY-7',
    });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(50, 200);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.answer(200, [doc]);
    expect(await call).toEqual([doc]);
    expect(progress).toEqual([0.25]);
  });

  it('sends no client key header without one, and leaves out absent query fields', async () => {
    const controller = new AbortController();
    const call = uploadSupportingDoc(request({ signal: controller.signal }));
    expect(FakeXhr.last.headers['x-client-key']).toBeUndefined();
    // Settled here, so no upload keeps the session alive for the files after this one (src/testing/clear-storage.ts).
    controller.abort();
    expect((await failureOf(call)).kind).toBe('cancelled');
    expect(
      uploadUrl('', {
        docCategory: 'supportingdocument',
        docType: 'other',
        id: 5,
        linkType: 'form',
        category: 'questionnaire',
      }),
    ).toBe(
      '/api/supportingdocs/upload?docCategory=supportingdocument&docType=other&id=5&linkType=form&category=questionnaire',
    );
  });

  it('an empty list, or a list the contract does not allow, is a failure', async () => {
    const empty = uploadSupportingDoc(request());
    FakeXhr.last.answer(200, []);
    expect((await failureOf(empty)).kind).toBe('empty');
    const malformed = uploadSupportingDoc(request());
    FakeXhr.last.answer(200, [{ id: 'x' }]);
    expect((await failureOf(malformed)).kind).toBe('empty');
  });

  it('an error status keeps the status and the body (or null without one)', async () => {
    const refused = uploadSupportingDoc(request());
    FakeXhr.last.answer(403, { code: 498, message: 'timed out' });
    expect(await failureOf(refused)).toMatchObject({
      kind: 'http',
      status: 403,
      body: { code: 498, message: 'timed out' },
    });
    const bare = uploadSupportingDoc(request());
    FakeXhr.last.answer(500, undefined);
    expect(await failureOf(bare)).toMatchObject({ kind: 'http', status: 500, body: null });
  });

  it('reports a time-out, a network failure and a cancel', async () => {
    const slow = uploadSupportingDoc(request());
    FakeXhr.last.ontimeout?.();
    expect((await failureOf(slow)).kind).toBe('timeout');
    const offline = uploadSupportingDoc(request());
    FakeXhr.last.onerror?.();
    expect((await failureOf(offline)).kind).toBe('network');
    const controller = new AbortController();
    const cancelled = uploadSupportingDoc(request({ signal: controller.signal }));
    controller.abort();
    expect((await failureOf(cancelled)).kind).toBe('cancelled');
    expect((await failureOf(uploadSupportingDoc(request({ signal: controller.signal })))).kind).toBe('cancelled');
  });
});
