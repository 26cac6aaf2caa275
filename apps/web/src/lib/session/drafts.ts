import type { FormData } from '@taxcert/contracts';
import { DRAFT_PREFIX as PREFIX, RESUME_KEY as RESUME, storage } from './draft-storage';

/**
 * Answers kept in this browser between Checks (ADR 047), so that a reload, a session time-out or a new
 * sign-in on the same device loses nothing: one entry per customer and form (or form group) in localStorage,
 * without any tax identification number (the form's code removes them before it saves), removed once the
 * server holds the same answers (a Check), on a successful submission and when the customer logs out; an entry
 * older than {@link DRAFT_MAX_AGE_MS} is ignored and removed. Beside them, the form the customer was on, so that
 * signing in again leads back to it ({@link readResume}).
 */

/** A draft older than this is not restored (and is removed): a week. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft {
  /** When it was written (ms since the epoch, the page's clock). */
  savedAt: number;
  /** Per form type, the key of the answers the server held when it was written (answersKey). */
  base: Record<string, string>;
  /** Per form type, the answers, tax identification numbers removed. */
  forms: Record<string, FormData>;
  /** Per form type, the fields whose tax identification number changed since the server's and was not kept. */
  retype: Record<string, string[]>;
}

/** What a draft belongs to: the signed-in customer and the form or group (its kind, type and id). */
export interface DraftOwner {
  customerId: number;
  subject: string;
}

const keyOf = ({ customerId, subject }: DraftOwner) => `${PREFIX}${customerId}:${subject}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDraft(value: unknown): value is Draft {
  return (
    isRecord(value) &&
    typeof value.savedAt === 'number' &&
    isRecord(value.base) &&
    isRecord(value.forms) &&
    isRecord(value.retype)
  );
}

/** Writes the draft; a full or refused storage loses only this copy (the page still holds the answers). */
export function writeDraft(owner: DraftOwner, draft: Draft, path: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(keyOf(owner), JSON.stringify(draft));
    store.setItem(
      RESUME,
      JSON.stringify({ customerId: owner.customerId, path, savedAt: draft.savedAt, subject: keyOf(owner) }),
    );
  } catch {
    // Quota exceeded or storage refused: nothing more to do.
  }
}

/** The draft of this customer's form, or null (none, unreadable, or too old — then removed). */
export function readDraft(owner: DraftOwner, now: number): Draft | null {
  const store = storage();
  const text = store?.getItem(keyOf(owner)) ?? null;
  if (text === null) return null;
  try {
    const draft: unknown = JSON.parse(text);
    if (isDraft(draft) && now - draft.savedAt <= DRAFT_MAX_AGE_MS && draft.savedAt <= now + 60_000) return draft;
  } catch {
    // Unreadable: removed below.
  }
  removeDraft(owner);
  return null;
}

/** Removes the draft (and the way back to it). */
export function removeDraft(owner: DraftOwner): void {
  const store = storage();
  if (!store) return;
  store.removeItem(keyOf(owner));
  const resume = readResumeRecord(store);
  if (resume?.subjectKey === keyOf(owner)) store.removeItem(RESUME);
}

/** Whether this customer (or, not named, anyone) has a draft kept in this browser (the session-timeout page says so). */
export function hasDrafts(customerId?: number): boolean {
  const store = storage();
  if (!store) return false;
  const prefix = customerId === undefined ? PREFIX : `${PREFIX}${customerId}:`;
  for (let i = 0; i < store.length; i += 1) if (store.key(i)?.startsWith(prefix)) return true;
  return false;
}

interface ResumeRecord {
  customerId: number;
  path: string;
  savedAt: number;
  subjectKey: string | null;
}

function readResumeRecord(store: Storage): ResumeRecord | null {
  try {
    const value: unknown = JSON.parse(store.getItem(RESUME) ?? 'null');
    if (!isRecord(value) || typeof value.customerId !== 'number' || typeof value.path !== 'string') return null;
    if (typeof value.savedAt !== 'number') return null;
    return {
      customerId: value.customerId,
      path: value.path,
      savedAt: value.savedAt,
      subjectKey: typeof value.subject === 'string' ? value.subject : null,
    };
  } catch {
    return null;
  }
}

/**
 * The form this customer left with answers kept here, to go back to after signing in again: a path of this app
 * (never another site), only while its draft is kept. Null otherwise.
 */
export function readResume(customerId: number, now: number): string | null {
  const store = storage();
  if (!store) return null;
  const resume = readResumeRecord(store);
  if (!resume || resume.customerId !== customerId || now - resume.savedAt > DRAFT_MAX_AGE_MS) return null;
  if (!resume.path.startsWith('/') || resume.path.startsWith('//')) return null;
  return hasDrafts(customerId) ? resume.path : null;
}

/** Forgets the way back (once it has been taken). */
export function forgetResume(): void {
  storage()?.removeItem(RESUME);
}
