import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../testing/upload-xhr';
import { toFailure } from '../../../lib/failures';
import { uploadLimits } from './upload-settings';
import { useUploadQueue, type UploadQueueOptions } from './use-upload-queue';

const docOf = (id: number, name: string) => ({
  id,
  type: 'passport',
  typeDescription: 'Passport',
  localeDescription: 'Passport',
  originalFileName: name,
  fileName: `${id}.pdf`,
  isNoFormDoc: false,
});
const files = (...names: string[]) => names.map((name) => new File(['%PDF-'], name));

function setup(parallel: number) {
  const onUploaded = vi.fn();
  const onFailed = vi.fn((error: unknown, name: string) => `${toFailure(error).kind} ${name}`);
  const options: UploadQueueOptions = {
    owner: { id: 100001, linkType: 'form' },
    limits: { ...uploadLimits(undefined), parallel, timeoutMs: 5000 },
    apiHost: '',
    locale: 'en',
    onUploaded,
    onFailed,
  };
  const hook = renderHook(() => useUploadQueue(options));
  const statuses = () => hook.result.current.entries.map((entry) => `${entry.file.name}:${entry.status}`);
  return { hook, onUploaded, onFailed, statuses };
}

// An upload's answer is checked with the contract's schema, which loads with the first upload (upload.ts); loaded
// here first, so that its first transform in this test process does not count against a test's waiting time.
beforeAll(() => import('@taxcert/contracts'), 30_000);

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useUploadQueue', () => {
  it('uploads at most `parallel` files at once, in order, each as the chosen type', async () => {
    const { hook, onUploaded, statuses } = setup(2);
    act(() => hook.result.current.add(files('a.pdf', 'b.pdf', 'c.pdf')));
    expect(statuses()).toEqual(['a.pdf:ready', 'b.pdf:ready', 'c.pdf:ready']);
    expect(FakeXhr.all).toHaveLength(0);
    act(() => hook.result.current.uploadAll('utilitybill'));
    expect(FakeXhr.all.map((xhr) => xhr.fileName)).toEqual(['a.pdf', 'b.pdf']);
    expect(FakeXhr.all[0]?.url).toContain('docType=utilitybill&id=100001&linkType=form');
    expect(statuses()).toEqual(['a.pdf:uploading', 'b.pdf:uploading', 'c.pdf:queued']);

    act(() => FakeXhr.all[0]?.progress(30, 100));
    expect(hook.result.current.entries[0]?.progress).toBe(0.3);
    await act(async () => FakeXhr.all[0]?.answer(200, [docOf(1, 'a.pdf')]));
    // The answer's schema loads with the first upload (upload.ts), so the 200 settles a module load later.
    await act(() => vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith([docOf(1, 'a.pdf')])));
    expect(FakeXhr.all.map((xhr) => xhr.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(statuses()).toEqual(['a.pdf:done', 'b.pdf:uploading', 'c.pdf:uploading']);
  });

  it('in single-file mode uploads one at a time', async () => {
    const { hook, statuses } = setup(1);
    act(() => hook.result.current.add(files('a.pdf', 'b.pdf')));
    act(() => hook.result.current.uploadAll('passport'));
    expect(FakeXhr.all).toHaveLength(1);
    await act(async () => FakeXhr.all[0]?.answer(500, undefined));
    expect(FakeXhr.all).toHaveLength(2);
    expect(statuses()).toEqual(['a.pdf:failed', 'b.pdf:uploading']);
    expect(hook.result.current.entries[0]?.message).toBe('http a.pdf');
  });

  it('cancels a running upload and a queued one, telling the customer each time', async () => {
    const { hook, onFailed, statuses } = setup(1);
    act(() => hook.result.current.add(files('a.pdf', 'b.pdf', 'c.pdf')));
    act(() => hook.result.current.uploadAll('passport'));
    const [a, , c] = hook.result.current.entries;
    act(() => hook.result.current.cancel(c!.key));
    await act(async () => hook.result.current.cancel(a!.key));
    expect(onFailed.mock.calls.map(([error, name]) => [toFailure(error).kind, name])).toEqual([
      ['cancelled', 'c.pdf'],
      ['cancelled', 'a.pdf'],
    ]);
    expect(statuses()).toEqual(['a.pdf:cancelled', 'b.pdf:uploading', 'c.pdf:cancelled']);
    expect(FakeXhr.all.map((xhr) => xhr.fileName)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('removes a ready file, keeps running ones when the dialog closes, and aborts silently on leaving', async () => {
    const { hook, onFailed, statuses } = setup(1);
    act(() => hook.result.current.add(files('a.pdf', 'b.pdf')));
    act(() => hook.result.current.remove(hook.result.current.entries[1]!.key));
    act(() => hook.result.current.add(files('c.pdf')));
    act(() => hook.result.current.uploadAll('passport'));
    act(() => hook.result.current.add(files('d.pdf')));
    act(() => hook.result.current.clearSettled());
    expect(statuses()).toEqual(['a.pdf:uploading', 'c.pdf:queued']);
    hook.unmount();
    expect(FakeXhr.all[0]?.settled).toBe(true);
    await Promise.resolve();
    expect(onFailed).not.toHaveBeenCalled();
  });
});
