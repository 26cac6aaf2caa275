import { describe, expect, it } from 'vitest';
import { FailureError, failedAnswer, toFailure } from './failure';
import { REACTIONS, reactTo, type FailureContext } from './reactions';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
/** A non-2xx answer as the ts-rest client hands it to react-query (the response object itself). */
const answer = (status: number, body: unknown = { code: status, message: 'm' }) => ({
  status,
  body,
  headers: new Headers(),
});
const offline = new TypeError('Failed to fetch');
const react = (error: unknown, context: FailureContext) => reactTo(error, context, t);
const to = (path: string) => ({ do: 'redirect', to: path });
const outage = { do: 'redirect', to: '/unavailable', search: '?cause=outage' };
const notice = (code: number, message: string) => ({ do: 'notify', notice: { code, message } });

const upload: FailureContext = { in: 'upload', fileName: 'scan.pdf' };
const cancelText = 'supportingDocuments.onFileUploadCancel {"FileName":"scan.pdf"}';

describe('toFailure: every thrown shape, told apart once', () => {
  it('reads a ts-rest answer, a FailureError, a network error and anything else', () => {
    expect(toFailure(answer(422, { code: 4220, message: 'name' }))).toEqual({
      kind: 'http',
      status: 422,
      body: { code: 4220, message: 'name' },
    });
    expect(toFailure(failedAnswer(answer(500, 'not an envelope')))).toEqual({ kind: 'http', status: 500, body: null });
    expect(toFailure(new FailureError({ kind: 'timeout' }))).toEqual({ kind: 'timeout' });
    expect(toFailure(offline)).toEqual({ kind: 'network' });
    const bug = new Error('parse');
    expect(toFailure(bug)).toEqual({ kind: 'script', error: bug });
    expect(toFailure(undefined)).toEqual({ kind: 'script', error: undefined });
  });
});

describe('app-shell.md §2: the config call at start-up', () => {
  const startUp: FailureContext = { in: 'start-up' };
  it('maps each failure to its page, and 401 to the login URL', () => {
    expect(react(offline, startUp)).toEqual(to('/no-internet'));
    expect(react(answer(401), startUp)).toEqual({ do: 'login' });
    expect(react(answer(403), startUp)).toEqual(to('/unlicensed'));
    expect(react(answer(403, { code: 498, message: '' }), startUp)).toEqual(to('/sessiontimeout'));
    // ADR 046: a 502 or 503 is a temporary outage (its own text and "Try again"); a 429 stays "not activated".
    expect(react(answer(429), startUp)).toEqual(to('/unavailable'));
    for (const status of [502, 503]) expect(react(answer(status), startUp)).toEqual(outage);
    expect(react(answer(500), startUp)).toEqual(to('/server'));
    expect(react(new Error('parse'), startUp)).toEqual(to('/server'));
  });
  it('the language: offline goes to /no-internet, anything else is the start-up error', () => {
    expect(react(offline, { in: 'language' })).toEqual(to('/no-internet'));
    expect(react(answer(500), { in: 'language' })).toEqual({ do: 'error-view', text: 'app.startupError' });
  });
});

describe('app-shell.md §8: the central redirects apply to every call after sign-in', () => {
  const contexts: FailureContext[] = [
    { in: 'form load' },
    { in: 'add form' },
    { in: 'dialog', step: 'certify' },
    upload,
    { in: 'download', from: 'form' },
    { in: 'pin', step: 'verify' },
    { in: 'action' },
  ];
  it.each(contexts)('$in', (context) => {
    expect(react(answer(401), context)).toEqual(to('/unauthorized'));
    expect(react(answer(403, { code: 498, message: 'timed out' }), context)).toEqual(to('/sessiontimeout'));
    expect(react(answer(429), context)).toEqual(to('/unavailable'));
    expect(react(answer(503), context)).toEqual(outage);
    if (context.in !== 'add form') expect(react(answer(403), context)).toEqual(to('/unlicensed'));
  });
  it('add form ignores a 403 (but not a timed-out session)', () => {
    expect(react(answer(403), { in: 'add form' })).toEqual({ do: 'ignore' });
  });
  it('never before the sign-in is complete', () => {
    expect(react(answer(401, { code: 401, message: 'Link expired' }), { in: 'sign-in' })).toEqual({
      do: 'show',
      text: 'Link expired',
    });
    expect(react(answer(403, null), { in: 'sign-in' })).toEqual({ do: 'show', text: 'authentaLink.genericError' });
    expect(react(answer(429, null), { in: 'confirm pin', step: 'resend' })).toEqual({
      do: 'show',
      text: 'confirmPin.resendFailed',
    });
    expect(react(answer(401, null), { in: 'confirm pin', step: 'verify' })).toEqual({
      do: 'show',
      text: 'confirmPin.failed',
    });
  });
});

describe('app-shell.md §8: what stays on the screen', () => {
  it('form load: 404 is the not-found view; anything else the error view with code and message', () => {
    expect(react(answer(404), { in: 'form load' })).toEqual({ do: 'not-found' });
    expect(react(answer(500, { code: 5001, message: 'Down' }), { in: 'form load' })).toEqual({
      do: 'error-view',
      text: '5001 - Down',
    });
    expect(react(answer(500, null), { in: 'form load' })).toEqual({ do: 'error-view', text: 'status.server.text' });
  });
  it('a notification: the envelope; a missing body 500; a network failure 502', () => {
    expect(react(answer(422, { code: 4220, message: 'name' }), { in: 'action' })).toEqual(notice(4220, 'name'));
    expect(react(answer(500, ''), { in: 'action' })).toEqual(notice(500, 'errors.missingBody'));
    expect(react(offline, { in: 'action' })).toEqual(notice(502, 'errors.network'));
  });
  it('add form: the envelope, or the unexpected add failure -9999', () => {
    expect(react(answer(400, { code: 4001, message: 'No' }), { in: 'add form' })).toEqual(notice(4001, 'No'));
    expect(react(answer(500, null), { in: 'add form' })).toEqual(notice(-9999, 'errors.unexpectedAdd'));
  });
  it('a download: 500 and the download text of where it was asked for', () => {
    expect(react(answer(500, { code: 1, message: 'x' }), { in: 'download', from: 'form' })).toEqual(
      notice(500, 'form.downloadError'),
    );
    expect(react(offline, { in: 'download', from: 'preview' })).toEqual(notice(500, 'formPreview.downloadError'));
  });
  it("a dialog step: 'code - message', the bare status with the step's words, or the words alone", () => {
    expect(react(answer(409, { code: 4090, message: 'Stage' }), { in: 'dialog', step: 'certify' })).toEqual({
      do: 'show',
      text: '4090 - Stage',
    });
    expect(react(answer(500, null), { in: 'dialog', step: 'submit' })).toEqual({
      do: 'show',
      text: '500 - formSigning.submitError',
    });
    expect(react(offline, { in: 'dialog', step: 'confirm' })).toEqual({ do: 'show', text: 'formPreview.confirmError' });
    expect(react(answer(500, null), { in: 'dialog', step: 'preview' })).toEqual({
      do: 'show',
      text: '500 - formPreview.downloadError',
    });
  });
  it('the signature: a printed-name mismatch marks the field; 499 asks for the PIN with the server words', () => {
    expect(react(answer(422, { code: 4220, message: 'name' }), { in: 'dialog', step: 'sign' })).toEqual({
      do: 'mark-print-name',
    });
    expect(react(answer(400, { code: 499, message: 'PIN first' }), { in: 'dialog', step: 'sign' })).toEqual({
      do: 'ask-pin',
      text: 'PIN first',
    });
    expect(react(answer(422, { code: 4220, message: 'name' }), { in: 'dialog', step: 'certify' })).toEqual({
      do: 'show',
      text: '4220 - name',
    });
  });
  it('the PIN: a lock-out, an expiry or too many requests in the catalogue words, before any redirect', () => {
    expect(react(answer(403, { code: 4013, message: 'x' }), { in: 'pin', step: 'verify' })).toEqual({
      do: 'show',
      text: 'pin.locked',
    });
    expect(react(answer(400, { code: 4015, message: 'x' }), { in: 'confirm pin', step: 'verify' })).toEqual({
      do: 'show',
      text: 'pin.expired',
    });
    expect(react(answer(429, { code: 4290, message: 'x' }), { in: 'pin', step: 'send' })).toEqual({
      do: 'show',
      text: 'pin.tooMany',
    });
    expect(react(answer(400, { code: 4000, message: 'Wrong PIN' }), { in: 'pin', step: 'verify' })).toEqual({
      do: 'show',
      text: 'Wrong PIN',
    });
    expect(react(answer(500, null), { in: 'pin', step: 'send' })).toEqual({ do: 'show', text: 'pin.sendError' });
  });
});

describe('app-shell.md §8: uploads', () => {
  it('cancel: 400 and onFileUploadCancel with the file name', () => {
    expect(react(new FailureError({ kind: 'cancelled' }), upload)).toEqual(notice(400, cancelText));
  });
  it('timeout: 504 with the file name', () => {
    expect(react(new FailureError({ kind: 'timeout' }), upload)).toEqual(
      notice(504, 'fileUpload.timeout {"FileName":"scan.pdf"}'),
    );
  });
  it('an error without code and message, or an empty list: fileUpload.problemText, code 400', () => {
    const problem = notice(400, 'fileUpload.problemText');
    expect(react(failedAnswer(answer(500, null)), upload)).toEqual(problem);
    expect(react(failedAnswer(answer(500, {})), upload)).toEqual(problem);
    expect(react(failedAnswer(answer(400, { code: 400, message: ' ' })), upload)).toEqual(problem);
    expect(react(new FailureError({ kind: 'empty' }), upload)).toEqual(problem);
    expect(react(new Error('anything else'), upload)).toEqual(problem);
  });
  it("any other error: 400 and the cancel text with the server's message appended", () => {
    const body = { code: 415, message: 'scan.pdf is not an accepted file type.' };
    expect(react(failedAnswer(answer(415, body)), upload)).toEqual(
      notice(400, `${cancelText} scan.pdf is not an accepted file type.`),
    );
  });
  it('no answer at all: the network failure text, code 502', () => {
    expect(react(new FailureError({ kind: 'network' }), upload)).toEqual(notice(502, 'errors.network'));
  });
});

describe('the table', () => {
  it('ends with a row that matches anything, so every failure has a reaction', () => {
    const last = REACTIONS[REACTIONS.length - 1];
    expect(last?.when({ kind: 'script', error: null }, { in: 'action' })).toBe(true);
  });
});
