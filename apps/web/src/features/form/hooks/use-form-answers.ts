import { clearHidden, evaluateForm, type Answers, type FormDefinition } from '@taxcert/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { fieldName, submittableAnswers } from '../logic/answers';

/**
 * The answers of a form in react-hook-form (shape: the contract's FormData), evaluated by the engine on
 * every change. A user change marks the field edited (its errors may show) and clears answers that
 * the change has hidden. `forceEdit` shows every error, as a Check does.
 */
export function useFormAnswers(def: FormDefinition, initial: Answers) {
  const { control, getValues, setValue, watch } = useForm<FieldValues>({ defaultValues: initial });
  const values: Answers = useWatch({ control });
  const evaluation = useMemo(() => evaluateForm(def, values), [def, values]);
  const data = useMemo(() => submittableAnswers(def, values), [def, values]);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [forceEdited, setForceEdited] = useState(false);

  useEffect(() => {
    const subscription = watch((all, { name, type }) => {
      if (type !== 'change' || !name) return;
      setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
      const answers: Answers = all;
      const kept = clearHidden(def, answers);
      for (const [blockId, block] of Object.entries(answers)) {
        for (const [questionId, value] of Object.entries(block ?? {})) {
          if (value !== undefined && !(questionId in (kept[blockId] ?? {}))) {
            setValue(fieldName(blockId, questionId), undefined);
          }
        }
      }
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
