import type { SupportingDoc } from '@taxcert/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FailureError, toFailure } from '../../../lib/failures';
import { uploadSupportingDoc, type UploadQuery } from './upload';
import type { UploadLimits } from './upload-settings';
import { entriesToStart, queueReady, updateEntry, type QueueEntry } from './upload-queue';

export interface UploadQueueOptions {
  owner: Pick<UploadQuery, 'id' | 'linkType'>;
  limits: UploadLimits;
  apiHost: string;
  locale: string;
  clientKey?: string | null | undefined;
  /** An upload finished: the owner's whole document list. */
  onUploaded: (docs: SupportingDoc[]) => void;
  /**
   * An upload failed or was cancelled (a FailureError or anything else thrown); answers the
   * message to show at the file, if any.
   */
  onFailed: (error: unknown, fileName: string) => string | undefined;
}

let nextKey = 1;

/**
 * The files of the upload dialog: chosen ("ready"), then queued as one document type and uploaded at
 * most `limits.parallel` at a time, each with its progress and a cancel. Leaving the page aborts what is
 * still running, without notifications.
 */
export function useUploadQueue(options: UploadQueueOptions) {
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const latest = useRef(options);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = useCallback((key: number, patch: Partial<QueueEntry>) => {
    if (mounted.current) setEntries((list) => updateEntry(list, key, patch));
  }, []);

  const start = useCallback(
    (entry: QueueEntry) => {
      const { owner, limits, apiHost, locale, clientKey } = latest.current;
      const controller = new AbortController();
      controllers.current.set(entry.key, controller);
      uploadSupportingDoc({
        apiHost,
        locale,
        clientKey,
        timeoutMs: limits.timeoutMs,
        file: entry.file,
        query: {
          docCategory: 'supportingdocument',
          docType: entry.docType ?? '',
          id: owner.id,
          linkType: owner.linkType,
        },
        signal: controller.signal,
        onProgress: (progress) => update(entry.key, { progress }),
      })
        .then((docs) => {
          update(entry.key, { status: 'done', progress: 1 });
          if (mounted.current) latest.current.onUploaded(docs);
        })
        .catch((error: unknown) => {
          if (!mounted.current) return;
          const cancelled = toFailure(error).kind === 'cancelled';
          const message = latest.current.onFailed(error, entry.file.name);
          update(entry.key, { status: cancelled ? 'cancelled' : 'failed', ...(message ? { message } : {}) });
        })
        .finally(() => controllers.current.delete(entry.key));
    },
    [update],
  );

  // Start queued files while fewer than `parallel` are running.
  useEffect(() => {
    const keys = entriesToStart(entries, options.limits.parallel).filter((key) => !controllers.current.has(key));
    if (keys.length === 0) return;
    setEntries((list) => list.map((entry) => (keys.includes(entry.key) ? { ...entry, status: 'uploading' } : entry)));
    for (const entry of entries) if (keys.includes(entry.key)) start(entry);
  }, [entries, options.limits.parallel, start]);

  const add = useCallback((files: File[]) => {
    setEntries((list) => [
      ...list,
      ...files.map((file) => ({ key: nextKey++, file, status: 'ready' as const, progress: 0, docType: null })),
    ]);
  }, []);

  const remove = useCallback((key: number) => setEntries((list) => list.filter((entry) => entry.key !== key)), []);

  const uploadAll = useCallback((docType: string) => setEntries((list) => queueReady(list, docType)), []);

  /** Cancels a queued or running upload; either way the customer is told (app-shell.md §8). */
  const cancel = useCallback(
    (key: number) => {
      const running = controllers.current.get(key);
      if (running) {
        running.abort();
        return;
      }
      const entry = entries.find((candidate) => candidate.key === key);
      if (entry?.status !== 'queued') return;
      const message = latest.current.onFailed(new FailureError({ kind: 'cancelled' }), entry.file.name);
      update(key, { status: 'cancelled', ...(message ? { message } : {}) });
    },
    [entries, update],
  );

  /** Drops finished, failed and cancelled entries (when the dialog closes). */
  const clearSettled = useCallback(
    () => setEntries((list) => list.filter((entry) => entry.status === 'queued' || entry.status === 'uploading')),
    [],
  );

  return { entries, add, remove, uploadAll, cancel, clearSettled };
}
