import type { AnswerValue, BlockAnswers, QuestionDef, QuestionState } from '@taxcert/engine';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldDomId, fieldName } from '../logic/answers';
import { widgetRegistry } from '../widgets/registry';

/**
 * One question: label (line number, text, required mark), the widget from the registry, the hint and
 * the error list. Errors show only once the user edited the field (or pressed Check).
 */
export function QuestionRow({ blockId, question, state, control, showErrors, blockAnswers }: {
  blockId: string;
  question: QuestionDef;
  state: QuestionState;
  control: Control<FieldValues>;
  showErrors: boolean;
  blockAnswers: BlockAnswers;
}) {
  const { t } = useTranslation();
  const name = fieldName(blockId, question.id);
  const { field } = useController({ name, control });
  const Widget = widgetRegistry[question.widget];
  const id = fieldDomId(blockId, question.id);
  const hintId = question.hint ? `${id}-hint` : undefined;
  const errors = showErrors ? state.errors : [];
  const errorId = errors.length > 0 ? `${id}-errors` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const label = (
    <>
      {question.line ? (
        <span className="line-no">
          <span className="visually-hidden">{t('form.line')} </span>
          {question.line}
        </span>
      ) : null}{' '}
      <span className="question__text">{t(question.label)}</span>
      {state.required ? (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );

  return (
    <div className={`question question--${question.widget}${errors.length > 0 ? ' question--invalid' : ''}`}>
      <Widget
        id={id}
        name={name}
        question={question}
        label={label}
        value={field.value as AnswerValue}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={state.disabled}
        required={state.required}
        invalid={errors.length > 0}
        describedBy={describedBy}
        blockAnswers={blockAnswers}
      />
      {question.hint ? (
        <p id={hintId} className="hint">
          {t(question.hint)}
        </p>
      ) : null}
      {errorId ? (
        <ul id={errorId} className="field-errors">
          {errors.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
