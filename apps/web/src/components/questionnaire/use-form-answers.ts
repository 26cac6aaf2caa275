import { evaluateForm, sameAnswer, settleChange, type Answers, type FormDefinition, type FormEvaluation, type ReferenceData } from '@taxcert/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { fieldName, submittableAnswers, toFormData } from './answers';

const NO_REFERENCE: ReferenceData = {};

/** Whether a question (and its block) is shown in an evaluation. */
const isShown = (evaluation: FormEvaluation, blockId: string, questionId: string): boolean =>
  evaluation.blocks[blockId]?.visible !== false && evaluation.blocks[blockId]?.questions[questionId]?.visible !== false;

/**
 * The answers of a form in react-hook-form (shape: the contract's FormData), evaluated by the engine once
 * per change with the form's reference data. A change settles in one engine call (`settleChange`): the
 * change, its effects (spec §4, e.g. a new treaty country clears the rest), hidden answers cleared, and the
 * evaluation of the result — which the page shows, so nothing is evaluated again on render. A user change
 * marks the field edited (its errors may show); `forceEdit` shows every error, as a Check does.
 * `initial` must already be settled (hidden answers cleared, as `initialAnswers` gives them).
 */
export function useFormAnswers(def: FormDefinition, initial: Answers, reference: ReferenceData = NO_REFERENCE) {
  const { control, getValues, setValue, unregister, watch } = useForm<FieldValues>({ defaultValues: initial });
  const values: Answers = useWatch({ control });
  /** The answers as last settled, with their evaluation. */
  const [settled, setSettled] = useState(() => ({ answers: initial, evaluation: evaluateForm(def, initial, { reference }) }));
  const settledRef = useRef(settled.answers);
  const referenceRef = useRef(reference);
  /** True while this hook writes settled answers back, so those writes are not taken for changes. */
  const applying = useRef(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [forceEdited, setForceEdited] = useState(false);

  // Reference data arrives after the form: the same answers are evaluated again with it.
  useEffect(() => {
    if (referenceRef.current === reference) return;
    referenceRef.current = reference;
    setSettled((current) => ({ answers: current.answers, evaluation: evaluateForm(def, current.answers, { reference }) }));
  }, [def, reference]);

  useEffect(() => {
    const subscription = watch((all, { name, type }) => {
      if (applying.current || !name) return;
      if (type === 'change') setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
      const answers: Answers = all;
      const blockId = name.split('.')[0] ?? '';
      const next = settleChange(def, settledRef.current, blockId, answers[blockId] ?? {}, { reference: referenceRef.current });
      applying.current = true;
      try {
        for (const id of new Set([...Object.keys(answers), ...Object.keys(next.answers)])) {
          const kept = next.answers[id] ?? {};
          for (const questionId of new Set([...Object.keys(answers[id] ?? {}), ...Object.keys(kept)])) {
            if (sameAnswer(answers[id]?.[questionId], kept[questionId])) continue;
            // A hidden question's answer goes with its field (unregistered), so it comes back empty when shown again.
            if (kept[questionId] === undefined && !isShown(next.evaluation, id, questionId)) unregister(fieldName(id, questionId));
            else setValue(fieldName(id, questionId), kept[questionId]);
          }
        }
      } finally {
        applying.current = false;
      }
      settledRef.current = next.answers;
      setSettled(next);
      // The field that changed holds its settled value now, but the subscribers still to be told of this change
      // are handed the value as typed: a repeater whose item preselected a rate or cleared an answer would show
      // the item as typed. Once the change has reached them all, the field's settled value is sent again.
      queueMicrotask(() => {
        if (settledRef.current !== next.answers) return;
        applying.current = true;
        try {
          setValue(name, getValues(name));
        } finally {
          applying.current = false;
        }
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, unregister, getValues, def]);

  const data = useMemo(() => toFormData(settled.answers), [settled.answers]);
  const isEdited = useCallback((name: string) => forceEdited || edited.has(name), [forceEdited, edited]);
  const forceEdit = useCallback(() => setForceEdited(true), []);
  /** The answers as they would be sent now (hidden answers cleared). */
  const readData = useCallback(() => {
    const current: Answers = getValues();
    return submittableAnswers(def, current, undefined, referenceRef.current);
  }, [def, getValues]);
  const evaluation: FormEvaluation = settled.evaluation;

  return { control, values, evaluation, data, isEdited, forceEdit, readData };
}
