import { describe, expect, it } from 'vitest';
import { entriesToStart, isPending, queueReady, updateEntry, type EntryStatus, type QueueEntry } from './upload-queue';

const entry = (key: number, status: EntryStatus): QueueEntry => ({
  key,
  file: new File(['x'], `${key}.pdf`),
  status,
  progress: 0,
  docType: null,
});

describe('the upload queue', () => {
  it('starts queued files in order while fewer than `parallel` are uploading', () => {
    const list = [entry(1, 'queued'), entry(2, 'queued'), entry(3, 'queued')];
    expect(entriesToStart(list, 2)).toEqual([1, 2]);
    expect(entriesToStart([entry(1, 'uploading'), entry(2, 'queued'), entry(3, 'queued')], 2)).toEqual([2]);
    expect(entriesToStart([entry(1, 'uploading'), entry(2, 'uploading'), entry(3, 'queued')], 2)).toEqual([]);
    expect(
      entriesToStart([entry(1, 'done'), entry(2, 'failed'), entry(3, 'cancelled'), entry(4, 'queued')], 1),
    ).toEqual([4]);
    expect(entriesToStart([entry(1, 'ready')], 2)).toEqual([]);
  });

  it('queues every ready file as the chosen document type', () => {
    const queued = queueReady([entry(1, 'ready'), entry(2, 'done'), entry(3, 'ready')], 'passport');
    expect(queued.map((e) => [e.status, e.docType])).toEqual([
      ['queued', 'passport'],
      ['done', null],
      ['queued', 'passport'],
    ]);
  });

  it('counts ready, queued and uploading files as pending, and updates one entry', () => {
    expect(
      (['ready', 'queued', 'uploading', 'done', 'failed', 'cancelled'] as const).map((s) => isPending(entry(1, s))),
    ).toEqual([true, true, true, false, false, false]);
    expect(
      updateEntry([entry(1, 'uploading'), entry(2, 'queued')], 1, { progress: 0.5 }).map((e) => e.progress),
    ).toEqual([0.5, 0]);
  });
});
