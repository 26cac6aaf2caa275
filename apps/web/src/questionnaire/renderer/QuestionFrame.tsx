import {
  sameAnswer,
  translateValues,
  type AnswerValue,
  type BlockAnswers,
  type QuestionDef,
  type QuestionState,
} from '@taxcert/engine';
import { useContext, useMemo, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetRegistry } from '../widgets/registry';
import { LockNoteContext } from './lock-note';
import { PrefilledContext } from './prefill-mark';
import { QuestionHint } from './QuestionHint';
import questionStyles from './question.module.css';
import fieldStyles from '../../components/ui/field.module.css';

export interface QuestionFrameProps {
  /** DOM id of the main control. */
  id: string;
  /** Field name (react-hook-form path, or a repeater item path). */
  name: string;
  question: QuestionDef;
  state: QuestionState;
  showErrors: boolean;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
  inputRef?: RefCallback<HTMLElement>;
  blockAnswers: BlockAnswers;
  /** Locked by a form setting (lock group): disabled, with the read-only notice. */
  locked?: boolean;
}

const noRef: RefCallback<HTMLElement> = () => undefined;

/**
 * One question as the customer sees it: label (line number, text, required mark), the widget from the
 * registry, the hint, a read-only notice when the answer is fixed (disabled by the definition, or
 * locked by a lock group) and the error list (shown only once edited or force-edited). Presentational:
 * the caller owns the value.
 */
export function QuestionFrame(props: QuestionFrameProps) {
  const { t } = useTranslation();
  const { id, question, state } = props;
  const Widget = widgetRegistry[question.widget];
  const hintId = question.hint ? `${id}-hint` : undefined;
  const errors = props.showErrors ? state.errors : [];
  const errorId = errors.length > 0 ? `${id}-errors` : undefined;
  // Disabled by an answer (e.g. "not legally required" ticked) is visible beside it; fixed values say so.
  const readOnly = state.disabled && (props.locked === true || question.disabled === true);
  // A locked answer another form of a group shares says where it is entered (ADR 029), else it comes from our records;
  // an answer the customer gives that a group fills in from another form says so (and describes the field).
  const lockNote = useContext(LockNoteContext);
  const fromElsewhere = lockNote?.(props.name) ?? null;
  const note = readOnly ? (props.locked === true ? fromElsewhere : null) : null;
  const followNoteId = !readOnly && fromElsewhere !== null ? `${id}-from` : undefined;
  // An answer still as the customer's record filled it in, on a new form, says so (ADR 072); changed, it no longer does.
  const prefilled = useContext(PrefilledContext);
  const fromRecord =
    !readOnly && prefilled?.has(props.name) === true && sameAnswer(prefilled.get(props.name), props.value);
  const prefilledId = fromRecord ? `${id}-prefilled` : undefined;
  const describedBy = [prefilledId, followNoteId, hintId, errorId].filter(Boolean).join(' ') || undefined;

  // The label and hint keep their elements while the question shows the same words: a keystroke changes the value
  // only, and translates nothing again (ADR 112).
  const labelKey = state.label ?? question.label;
  const label = useMemo(
    () => (
      <>
        {question.line ? (
          <span className={questionStyles.lineNo}>
            <span className="visually-hidden">{t('form.line')} </span>
            {question.line}
          </span>
        ) : null}{' '}
        <span>{t(labelKey)}</span>
        {state.required ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </>
    ),
    [t, question.line, labelKey, state.required],
  );
  const hint = useMemo(
    () => (question.hint && hintId ? <QuestionHint id={hintId} text={t(question.hint)} /> : null),
    [t, question.hint, hintId],
  );

  return (
    <div
      className={
        errors.length > 0 ? `${questionStyles.question} ${questionStyles.questionInvalid}` : questionStyles.question
      }
      data-question={question.id}
    >
      <Widget
        id={id}
        name={props.name}
        question={question}
        label={label}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputRef={props.inputRef ?? noRef}
        disabled={state.disabled}
        required={state.required}
        invalid={errors.length > 0}
        describedBy={describedBy}
        blockAnswers={props.blockAnswers}
        state={state}
        showErrors={props.showErrors}
      />
      {prefilledId ? (
        <p id={prefilledId} className={questionStyles.questionPrefilled}>
          <span className={questionStyles.questionPrefilledIcon} aria-hidden="true" />
          {t('renderer.prefilled.mark')}
        </p>
      ) : null}
      {followNoteId ? <div id={followNoteId}>{fromElsewhere}</div> : null}
      {hint}
      {note ??
        (readOnly ? (
          <p className={questionStyles.questionReadonly}>
            <span className={questionStyles.questionReadonlyIcon} aria-hidden="true" />
            {t(props.locked ? 'renderer.locked' : 'renderer.readOnly')}
          </p>
        ) : null)}
      {errorId ? (
        <ul id={errorId} className={questionStyles.fieldErrors}>
          {errors.map((key) => (
            // A message that names answers (a refused pair's two statuses) names them in this language too.
            <li key={key}>
              {t(
                key,
                translateValues(state.errorValues?.[key], (valueKey) => t(valueKey)),
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
