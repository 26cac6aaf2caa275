import { changeBlockAnswers, clearHidden, evaluateForm, sameAnswer, type Answers, type FormDefinition, type ReferenceData } from '@taxcert/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { fieldName, submittableAnswers } from '../logic/answers';

/**
 * The answers of a form in react-hook-form (shape: the contract's FormData), evaluated by the engine on
 * every change with the form's reference data. A user change marks the field edited (its errors may
 * show) and applies the engine's effects of that change: answers it clears or resets (spec §4, e.g. a
 * new treaty country clears the rest) and answers it hides. `forceEdit` shows every error, as a Check does.
 */
export function useFormAnswers(def: FormDefinition, initial: Answers, reference: ReferenceData = {}) {
  const { control, getValues, setValue, watch } = useForm<FieldValues>({ defaultValues: initial });
  const values: Answers = useWatch({ control });
  const evaluation = useMemo(() => evaluateForm(def, values, { reference }), [def, values, reference]);
  /** The answers as last settled, to tell what a change changed. */
  const settled = useRef<Answers>(initial);
  const referenceRef = useRef(reference);
  referenceRef.current = reference;
  const data = useMemo(() => submittableAnswers(def, values), [def, values]);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [forceEdited, setForceEdited] = useState(false);

  useEffect(() => {
    const subscription = watch((all, { name, type }) => {
      if (type !== 'change' || !name) return;
      setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
      const answers: Answers = all;
      const blockId = name.split('.')[0] ?? '';
      const opts = { reference: referenceRef.current };
      const changed = changeBlockAnswers(def, settled.current, blockId, answers[blockId] ?? {}, opts);
      const kept = clearHidden(def, { ...answers, [blockId]: changed[blockId] ?? {} }, opts);
      for (const [id, block] of Object.entries({ ...answers, ...kept })) {
        const next = kept[id] ?? {};
        for (const questionId of new Set([...Object.keys(block ?? {}), ...Object.keys(next)])) {
          const now = answers[id]?.[questionId];
          if (!sameAnswer(now, next[questionId])) setValue(fieldName(id, questionId), next[questionId]);
        }
      }
      settled.current = kept;
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, def]);

  const isEdited = useCallback((name: string) => forceEdited || edited.has(name), [forceEdited, edited]);
  const forceEdit = useCallback(() => setForceEdited(true), []);
  /** The answers as they would be sent now (hidden answers cleared). */
  const readData = useCallback(() => {
    const current: Answers = getValues();
    return submittableAnswers(def, current);
  }, [def, getValues]);

  return { control, values, evaluation, data, isEdited, forceEdit, readData };
}
