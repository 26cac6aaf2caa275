import type { FormData } from '@taxcert/contracts';
import { useEffect, useRef } from 'react';
import { readDraft, removeDraft, writeDraft, type DraftOwner } from '../../../lib/session/drafts';
import type { SubjectRef } from '../api/subject';
import { subjectPath } from '../api/subject';
import { withoutIdentifiers, withServerIdentifiers } from '../logic/draft-answers';
import type { Member } from '../logic/members';
import type { AnswersStore } from './answers-store';

/** A change is written this long after the last keystroke (one write per pause, not per key). */
export const DRAFT_WRITE_DELAY_MS = 400;

/** The owner of a subject's draft: the signed-in customer, and the form or group. Null while no customer is known. */
export function draftOwner(customerId: number | null | undefined, subject: SubjectRef): DraftOwner | null {
  return customerId ? { customerId, subject: `${subject.kind}:${subject.type}:${subject.id}` } : null;
}

/** What the editor opens with when this browser kept answers for the form (ADR 047). */
export interface RestoredDraft {
  /** Per form type, the answers to open with (the server's identifiers put back). */
  forms: Record<string, FormData>;
  /** Per form type, the identifier fields to type again. */
  retype: Record<string, string[]>;
}

/**
 * The draft of this subject, if one is kept for the forms as the server holds them now (`savedKeys`: a form
 * whose server answers changed since — checked on another device — is not overwritten by an older draft).
 */
export function restoreDraft(
  owner: DraftOwner | null,
  members: readonly Member[],
  server: Readonly<Record<string, FormData>>,
  savedKeys: Readonly<Record<string, string>>,
  now: number,
): RestoredDraft | null {
  if (!owner) return null;
  const draft = readDraft(owner, now);
  if (!draft) return null;
  const restored: RestoredDraft = { forms: {}, retype: {} };
  for (const m of members) {
    const kept = draft.forms[m.formType];
    if (!kept || draft.base[m.formType] !== savedKeys[m.formType]) continue;
    const retype = draft.retype[m.formType] ?? [];
    restored.forms[m.formType] = withServerIdentifiers(m.def, kept, server[m.formType] ?? {}, retype);
    if (retype.length > 0) restored.retype[m.formType] = retype;
  }
  return Object.keys(restored.forms).length > 0 ? restored : null;
}

/**
 * Keeps the answers in this browser between Checks (ADR 047): after each pause in typing, every form's answers
 * (tax identification numbers removed) are written while any form differs from what the server holds
 * (`checkedKeys`); once none does — a Check saved them — the draft is removed. It listens to the answers store
 * itself and keeps no state of its own: a keystroke does not re-render the page (ADR 027).
 */
export function useDraftKeeping({
  owner,
  subject,
  members,
  answers,
  checkedKeys,
  server,
}: {
  owner: DraftOwner | null;
  subject: SubjectRef;
  members: readonly Member[];
  answers: AnswersStore;
  /** Per form type, the key of the answers the server holds now (as loaded, then as last checked). */
  checkedKeys: Readonly<Record<string, string>>;
  /** Per form type, the answers the server holds now. */
  server: Readonly<Record<string, FormData>>;
}) {
  /** Whether the answers changed since the editor opened (before that, the restored answers may be on their way). */
  const changedSinceOpened = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      if (!owner) return;
      const changed = members.some((m) => answers.key(m.formType) !== checkedKeys[m.formType]);
      if (!changed) {
        if (changedSinceOpened.current) removeDraft(owner);
        return;
      }
      const forms: Record<string, FormData> = {};
      const retype: Record<string, string[]> = {};
      for (const m of members) {
        const kept = withoutIdentifiers(m.def, answers.get(m.formType), server[m.formType] ?? {});
        forms[m.formType] = kept.answers;
        if (kept.retype.length > 0) retype[m.formType] = kept.retype;
      }
      const base = Object.fromEntries(members.map((m) => [m.formType, checkedKeys[m.formType] ?? '']));
      writeDraft(owner, { savedAt: Date.now(), base, forms, retype }, subjectPath(subject));
    };
    // One write per pause: each change puts the write off again.
    const keepAfterPause = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, DRAFT_WRITE_DELAY_MS);
    };
    const unsubscribe = answers.subscribe(() => {
      changedSinceOpened.current = true;
      keepAfterPause();
    });
    keepAfterPause();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [owner, subject, members, answers, checkedKeys, server]);
}
