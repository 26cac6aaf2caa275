import { describe, expect, it } from 'vitest';
import { UploadFailure } from './upload';
import { uploadFailureOutcome } from './upload-errors';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const cancelText = 'supportingDocuments.onFileUploadCancel {"FileName":"scan.pdf"}';
const outcome = (error: unknown) => uploadFailureOutcome(error, 'scan.pdf', t);

describe('uploadFailureOutcome (app-shell.md §8)', () => {
  it('cancel: 400 and onFileUploadCancel with the file name', () => {
    expect(outcome(new UploadFailure('cancelled'))).toEqual({ notice: { code: 400, message: cancelText } });
  });

  it('timeout: 504 with the file name', () => {
    expect(outcome(new UploadFailure('timeout'))).toEqual({ notice: { code: 504, message: 'fileUpload.timeout {"FileName":"scan.pdf"}' } });
  });

  it('an error without code and message, or an empty list: fileUpload.problemText, code 400', () => {
    const problem = { notice: { code: 400, message: 'fileUpload.problemText' } };
    expect(outcome(new UploadFailure('http', { status: 500, body: null }))).toEqual(problem);
    expect(outcome(new UploadFailure('http', { status: 500, body: {} }))).toEqual(problem);
    expect(outcome(new UploadFailure('http', { status: 400, body: { code: 400, message: ' ' } }))).toEqual(problem);
    expect(outcome(new UploadFailure('empty'))).toEqual(problem);
    expect(outcome(new Error('anything else'))).toEqual(problem);
  });

  it("any other error: 400 and the cancel text with the server's message appended", () => {
    const body = { code: 415, message: 'scan.pdf is not an accepted file type.' };
    expect(outcome(new UploadFailure('http', { status: 415, body }))).toEqual({ notice: { code: 400, message: `${cancelText} scan.pdf is not an accepted file type.` } });
  });

  it('403 with code 498 goes to /sessiontimeout; the other central redirects apply too', () => {
    expect(outcome(new UploadFailure('http', { status: 403, body: { code: 498, message: 'timed out' } }))).toEqual({ redirect: '/sessiontimeout' });
    expect(outcome(new UploadFailure('http', { status: 401, body: null }))).toEqual({ redirect: '/unauthorized' });
    expect(outcome(new UploadFailure('http', { status: 503, body: null }))).toEqual({ redirect: '/unavailable' });
  });

  it('no answer at all: the network failure text, code 502', () => {
    expect(outcome(new UploadFailure('network'))).toEqual({ notice: { code: 502, message: 'errors.network' } });
  });
});
