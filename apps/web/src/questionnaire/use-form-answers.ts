import {
  cloneAnswer,
  createEvaluationMemo,
  evaluateForm,
  followingWrites,
  sameAnswer,
  settleChange,
  shareUnchanged,
  type AnswerValue,
  type Answers,
  type BlockAnswers,
  type FieldAnswers,
  type FormDefinition,
  type FormEvaluation,
  type ReferenceData,
} from '@taxcert/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { fieldName, submittableAnswers, toFormData, type KeptBlockData } from './answers';
import { createSettledAnswers, type SettledAnswers } from './settled-answers';

const NO_REFERENCE: ReferenceData = {};

/**
 * Questions locked from outside the form, each (`blockId.questionId`) with the answer it must hold — a group's
 * shared answers (ADR 029): evaluated locked, the lock groups' way (`EvaluateOptions.locked`), and kept at that answer.
 */
export type LockedAnswers = Readonly<Record<string, AnswerValue>>;
const NO_LOCKS: LockedAnswers = {};
const NO_FIELDS: readonly string[] = [];
const NOTHING_FOLLOWED: FieldAnswers = {};

const NO_BLOCK: BlockAnswers = {};

/**
 * The blocks whose answers a change may have to write back: the block changed, and each block settling replaced,
 * added or removed (an unchanged block keeps its object: engine `settleChange`). Not every block: a keystroke runs
 * this, and the form may hold a hundred answers.
 */
function blocksToWriteBack(previous: Answers, settled: Answers, changed: string): string[] {
  const ids = [changed];
  for (const id in settled) if (id !== changed && settled[id] !== previous[id]) ids.push(id);
  for (const id in previous) if (id !== changed && !(id in settled)) ids.push(id);
  return ids;
}

/** Whether a question (and its block) is shown in an evaluation. */
const isShown = (evaluation: FormEvaluation, blockId: string, questionId: string): boolean =>
  evaluation.blocks[blockId]?.visible !== false && evaluation.blocks[blockId]?.questions[questionId]?.visible !== false;

/**
 * The answers of a form in react-hook-form (shape: the contract's FormData), evaluated by the engine once
 * per change with the form's reference data. A change settles in one engine call (`settleChange`): the
 * change, its effects (questionnaire-and-forms.md §4, e.g. a new treaty country clears the rest), hidden answers cleared, and the
 * evaluation of the result — which the page shows, so nothing is evaluated again on render. The form is not
 * watched as a whole (ADR 027): `settled` holds the settled answers (subscribed to, not React state: ADR 113) and
 * `evaluation` their evaluation, new only when a change alters it; every block, block answers and question state a
 * change did not alter keeps its object (shareUnchanged), so that the renderer re-renders what changed by identity;
 * each field's own value comes from its controller. A user change
 * marks the field edited (its errors may show); `forceEdit` shows every error, as a Check does.
 * `initial` must already be settled (hidden answers cleared, as `initialAnswers` gives them). `locked` answers are
 * written in when they change, as a change that is not the customer's (the field is not marked edited). `followed`: what
 * the form's blocks that follow another form's block follow (a group's, ADR 029), written in the same way while each
 * such block agrees with it (blank, what it was last given, or the new answer: engine `followingWrites`).
 * `lockedByGroups`: the fields (`blockId.questionId`, or a whole `blockId`) the form type's lock groups lock (the online
 * configuration's, ADR 045): evaluated locked, keeping the answers they were loaded with.
 */
export function useFormAnswers(
  def: FormDefinition,
  initial: Answers,
  reference: ReferenceData = NO_REFERENCE,
  locked: LockedAnswers = NO_LOCKS,
  followed: FieldAnswers = NOTHING_FOLLOWED,
  lockedByGroups: readonly string[] = NO_FIELDS,
) {
  // The lock groups are the configuration's: fixed for the form's life.
  const [byGroups] = useState(lockedByGroups);
  // One list per set of locked answers (the engine keeps one set per list): a keystroke builds none.
  const [lockLists] = useState(() => new WeakMap<LockedAnswers, readonly string[]>());
  const lockList = useCallback(
    (answers: LockedAnswers): readonly string[] => {
      let list = lockLists.get(answers);
      if (!list) {
        list = [...Object.keys(answers), ...byGroups];
        lockLists.set(answers, list);
      }
      return list;
    },
    [byGroups, lockLists],
  );
  const { control, getValues, setValue, unregister, watch } = useForm<FieldValues>({ defaultValues: initial });
  // Each evaluation evaluates again only the blocks whose inputs changed since the last (ADR 112).
  const [memo] = useState(createEvaluationMemo);
  const [keptData] = useState<KeptBlockData>(() => new WeakMap());
  /**
   * The answers last settled, at once (before React renders them): what a change settles on, what the blocks read and
   * what the page is told (ADR 113). Not React state: a keystroke that leaves the evaluation as it was renders no
   * component above the block it changed.
   */
  const [settledNow] = useState(() => createSettledAnswers(initial));
  /** The evaluation of the answers last settled. */
  const [evaluation, setEvaluation] = useState(() =>
    evaluateForm(def, initial, { reference, locked: lockList(locked), memo }),
  );
  const referenceRef = useRef(reference);
  const lockedRef = useRef(locked);
  /** The locked answers last written in (null: none yet). */
  const writtenRef = useRef<LockedAnswers | null>(null);
  /** True while this hook writes settled answers back, so those writes are not taken for changes. */
  const applying = useRef(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [forceEdited, setForceEdited] = useState(false);

  // Reference data arrives after the form: the same answers are evaluated again with it.
  useEffect(() => {
    if (referenceRef.current === reference) return;
    referenceRef.current = reference;
    setEvaluation((current) =>
      shareUnchanged(
        current,
        evaluateForm(def, settledNow.get(), { reference, locked: lockList(lockedRef.current), memo }),
      ),
    );
  }, [def, reference, lockList, memo, settledNow]);

  useEffect(() => {
    const subscription = watch((all, { name, type }) => {
      if (applying.current || !name) return;
      if (type === 'change') setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
      const answers: Answers = all;
      const blockId = name.split('.')[0] ?? '';
      // A copy of the block: settled answers are never changed in place, which the evaluation memo relies on (ADR 112).
      const typed = cloneAnswer(answers[blockId] ?? {}) as BlockAnswers;
      const previous = settledNow.get();
      const next = settleChange(def, previous, blockId, typed, {
        reference: referenceRef.current,
        locked: lockList(lockedRef.current),
        memo,
      });
      applying.current = true;
      try {
        // react-hook-form holds the answers last settled but for the change it reports, so only the changed block
        // and the blocks settling gave new objects can differ from it (invariant 3 of the answer loop).
        for (const id of blocksToWriteBack(previous, next.answers, blockId)) {
          const held = answers[id] ?? NO_BLOCK;
          const kept = next.answers[id] ?? NO_BLOCK;
          const write = (questionId: string) => {
            if (sameAnswer(held[questionId], kept[questionId])) return;
            // A hidden question's answer goes with its field (unregistered), so it comes back empty when shown again.
            if (kept[questionId] === undefined && !isShown(next.evaluation, id, questionId))
              unregister(fieldName(id, questionId));
            else setValue(fieldName(id, questionId), kept[questionId]);
          };
          for (const questionId in held) write(questionId);
          for (const questionId in kept) if (!(questionId in held)) write(questionId);
        }
      } finally {
        applying.current = false;
      }
      setEvaluation((current) => shareUnchanged(current, next.evaluation));
      settledNow.set(next.answers);
      // The field that changed holds its settled value now, but the subscribers still to be told of this change
      // are handed the value as typed: a repeater whose item preselected a rate or cleared an answer would show
      // the item as typed. Once the change has reached them all, the field's settled value is sent again — unless
      // settling left the changed block as typed (the usual keystroke), which saves the row a second render.
      if (sameAnswer(answers[blockId], next.answers[blockId])) return;
      queueMicrotask(() => {
        if (settledNow.get() !== next.answers) return;
        applying.current = true;
        try {
          setValue(name, getValues(name));
        } finally {
          applying.current = false;
        }
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, unregister, getValues, def, lockList, memo, settledNow]);

  // Locked answers that changed are written in (each settles as a change); a new set of locked questions alone is
  // evaluated again.
  useEffect(() => {
    if (writtenRef.current === locked) return;
    const keysChanged = Object.keys(writtenRef.current ?? lockedRef.current).join() !== Object.keys(locked).join();
    writtenRef.current = locked;
    lockedRef.current = locked;
    const differing = Object.entries(locked).filter(
      ([name, value]) => !sameAnswer(getValues(name) as AnswerValue, value),
    );
    for (const [name, value] of differing) setValue(name, value);
    if (differing.length === 0 && keysChanged) {
      setEvaluation((current) =>
        shareUnchanged(
          current,
          evaluateForm(def, settledNow.get(), { reference: referenceRef.current, locked: lockList(locked), memo }),
        ),
      );
    }
  }, [def, locked, getValues, setValue, lockList, memo, settledNow]);

  // Following blocks that still agree are written in (each settles as a change the customer did not make).
  const followedRef = useRef<FieldAnswers | null>(null);
  useEffect(() => {
    const previous = followedRef.current;
    if (previous === followed) return;
    followedRef.current = followed;
    for (const [name, value] of followingWrites((name) => getValues(name) as AnswerValue, previous, followed))
      setValue(name, value);
  }, [followed, getValues, setValue]);

  /** The settled answers as FormData (hidden answers cleared): subscribe to `settled` to be told when they change. */
  const settledData = useCallback(() => toFormData(settledNow.get(), keptData), [settledNow, keptData]);
  const isEdited = useCallback((name: string) => forceEdited || edited.has(name), [forceEdited, edited]);
  const forceEdit = useCallback(() => setForceEdited(true), []);
  /** The answers as they would be sent now (hidden answers cleared). */
  const readData = useCallback(() => {
    const current: Answers = getValues();
    return submittableAnswers(def, current, undefined, referenceRef.current);
  }, [def, getValues]);
  const settledAnswers: SettledAnswers = settledNow;

  return {
    control,
    settled: settledAnswers,
    evaluation,
    settledData,
    isEdited,
    forceEdit,
    readData,
  };
}
