import type { FormData } from '@taxcert/contracts';
import type { AnswerValue, FieldAnswers } from '@taxcert/engine';
import { useCallback, useMemo, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LockNoteContext, type LockNote } from '../../../questionnaire/renderer/lock-note';
import { useInterfaceLanguage } from '../../../lib/i18n/form-language';
import {
  followedOf,
  followNotesOf,
  sharedAnswersOf,
  type FollowNote,
  type Member,
  type SharedAnswer,
} from '../logic/members';
import groupStyles from './tabs.module.css';
import questionStyles from '../../../questionnaire/renderer/question.module.css';

/**
 * What the page gives each form of a group for the answers the group shares (ADR 029): the group's type and forms,
 * every form's answers now (the editor's store: read, and subscribed to), each form's title, and going to a field.
 */
export interface Sharing {
  groupType: string;
  members: readonly Member[];
  answers: { get: (formType: string) => FormData; subscribe: (listener: () => void) => () => void };
  titleOf: (formType: string) => string;
  goTo: (formType: string, domIds: readonly string[]) => void;
}

const NONE: readonly SharedAnswer[] = [];
const NO_LOCKS: Readonly<Record<string, AnswerValue>> = {};
const NOTHING: FieldAnswers = {};

/** What a form of a group takes from the others: its shared answers, and what its following blocks follow. */
interface FromOthers {
  shared: readonly SharedAnswer[];
  followed: FieldAnswers;
}

/**
 * The answers a form shows from another form of its group, new only when one of them changes: the form re-renders
 * when the CRS-I's name changes, not at every keystroke elsewhere. `locked`: each shared field with its answer ('' if
 * none). `followed`: what its following blocks follow (the W-8BEN's line 3, the CRS-I's residence address), written
 * in while the customer has not made them differ (useFormAnswers).
 */
export function useSharedAnswers(
  sharing: Sharing | undefined,
  formType: string,
): { shared: readonly SharedAnswer[]; locked: Readonly<Record<string, AnswerValue>>; followed: FieldAnswers } {
  const cache = useRef<{ key: string; value: FromOthers }>({ key: '', value: { shared: NONE, followed: NOTHING } });
  const read = useCallback((): FromOthers => {
    if (!sharing) return cache.current.value;
    const data = Object.fromEntries(sharing.members.map((m) => [m.formType, sharing.answers.get(m.formType)]));
    const shared = sharedAnswersOf(sharing.groupType, sharing.members, data)[formType] ?? NONE;
    const followed = followedOf(sharing.groupType, formType, data);
    const key = JSON.stringify([shared, followed]);
    if (key !== cache.current.key) cache.current = { key, value: { shared, followed } };
    return cache.current.value;
  }, [sharing, formType]);
  const subscribe = useCallback(
    (listener: () => void) => sharing?.answers.subscribe(listener) ?? (() => undefined),
    [sharing],
  );
  const { shared, followed } = useSyncExternalStore(subscribe, read, read);
  // A shared answer not given yet is an empty field, as a field the customer empties (a text field holds '').
  const locked = useMemo(
    () => (shared.length === 0 ? NO_LOCKS : Object.fromEntries(shared.map((s) => [s.field, s.value ?? '']))),
    [shared],
  );
  return { shared, locked, followed };
}

/**
 * Provides the note under each shared answer of a form (QuestionFrame reads it for a locked field), and under the
 * first field of each block that follows another form's (for an editable field: where it is filled in from).
 */
export function SharedAnswerNotes({
  sharing,
  formType,
  shared,
  children,
}: {
  sharing: Sharing | undefined;
  formType: string;
  shared: readonly SharedAnswer[];
  children: ReactNode;
}) {
  const follows = useMemo(() => (sharing ? followNotesOf(sharing.groupType, formType) : []), [sharing, formType]);
  const note = useMemo<LockNote | null>(() => {
    if (!sharing || (shared.length === 0 && follows.length === 0)) return null;
    return (name: string) => {
      const answer = shared.find((s) => s.field === name);
      if (answer)
        return <SharedNote answer={answer} title={sharing.titleOf(answer.from.formType)} goTo={sharing.goTo} />;
      const follow = follows.find((f) => f.field === name);
      return follow ? <FollowedNote follow={follow} title={sharing.titleOf(follow.fromFormType)} /> : null;
    };
  }, [sharing, shared, follows]);
  return note ? <LockNoteContext.Provider value={note}>{children}</LockNoteContext.Provider> : children;
}

/** "Filled in from your residence address in CRS-I until you change it here. …" — in the interface language. */
function FollowedNote({ follow, title }: { follow: FollowNote; title: string }) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  return (
    <p className={groupStyles.questionFollowed} {...(ui ? { lang: ui.lang } : {})}>
      {(ui?.t ?? t)(follow.note, { form: title })}
    </p>
  );
}

/**
 * "Filled in from CRS-I: you answer this once, for both forms. Change it in CRS-I" — in the interface language
 * (the page's words around an English-only form, ADR 006); the link opens the other form's tab at its field.
 */
function SharedNote({ answer, title, goTo }: { answer: SharedAnswer; title: string; goTo: Sharing['goTo'] }) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  const say = ui?.t ?? t;
  const { formType, domId } = answer.from;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goTo(formType, [domId]);
  };
  return (
    <p
      className={`${questionStyles.questionReadonly} ${groupStyles.questionShared}`}
      {...(ui ? { lang: ui.lang } : {})}
    >
      <span className={questionStyles.questionReadonlyIcon} aria-hidden="true" />
      <span>
        {say('formGroup.shared.note', { form: title })}{' '}
        <a href={`#${domId}`} onClick={onClick}>
          {say('formGroup.shared.change', { form: title })}
        </a>
      </span>
    </p>
  );
}
