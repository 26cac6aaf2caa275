import { fieldDomId, type AnswerValue, type BlockAnswers, type QuestionDef, type QuestionState } from '@taxcert/engine';
import { memo } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { fieldName } from '../answers';
import { QuestionFrame } from './QuestionFrame';
import { sameRowProps } from './row-equality';

/**
 * A question of a block, its value held by react-hook-form under `blockId.questionId`. Memoised by what it
 * shows (row-equality.ts), so a keystroke does not re-render every row of the form.
 */
export const QuestionRow = memo(function QuestionRow({
  blockId,
  question,
  state,
  control,
  showErrors,
  blockAnswers,
  locked,
}: {
  blockId: string;
  question: QuestionDef;
  state: QuestionState;
  control: Control<FieldValues>;
  showErrors: boolean;
  blockAnswers: BlockAnswers;
  locked?: boolean;
}) {
  const name = fieldName(blockId, question.id);
  const { field } = useController({ name, control });
  return (
    <QuestionFrame
      id={fieldDomId([blockId, question.id])}
      name={name}
      question={question}
      state={state}
      showErrors={showErrors}
      value={field.value as AnswerValue}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      blockAnswers={blockAnswers}
      locked={locked ?? false}
    />
  );
}, sameRowProps);
