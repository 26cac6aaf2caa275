/** One chosen file in the upload dialog, from choice to outcome. */
export type EntryStatus = 'ready' | 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface QueueEntry {
  key: number;
  file: File;
  status: EntryStatus;
  /** 0…1 of the bytes sent. */
  progress: number;
  /** The document type it is uploaded as, once queued. */
  docType: string | null;
  /** Why it failed or was cancelled, as the notification says it. */
  message?: string;
}

/** Entries still waiting for or holding a slot: they count against the document limit. */
export const isPending = (entry: QueueEntry): boolean =>
  entry.status === 'ready' || entry.status === 'queued' || entry.status === 'uploading';

/** Keys of the queued entries to start now so that at most `parallel` uploads run at once, in order. */
export function entriesToStart(entries: readonly QueueEntry[], parallel: number): number[] {
  const running = entries.filter((entry) => entry.status === 'uploading').length;
  const free = Math.max(0, parallel - running);
  return entries
    .filter((entry) => entry.status === 'queued')
    .slice(0, free)
    .map((entry) => entry.key);
}

/** Every ready entry queued as `docType`. */
export const queueReady = (entries: readonly QueueEntry[], docType: string): QueueEntry[] =>
  entries.map((entry) => (entry.status === 'ready' ? { ...entry, status: 'queued', docType } : entry));

export const updateEntry = (entries: readonly QueueEntry[], key: number, patch: Partial<QueueEntry>): QueueEntry[] =>
  entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry));
