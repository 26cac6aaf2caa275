import { addItem, itemFieldDomId, removeItem, type AnswerValue, type BlockAnswers } from '@taxcert/engine';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionFrame } from '../renderer/QuestionFrame';
import { RepeaterList } from './RepeaterList';
import type { WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import questionStyles from '../renderer/question.module.css';

const itemsOf = (value: AnswerValue): BlockAnswers[] =>
  Array.isArray(value)
    ? value.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? item : {}))
    : [];

/**
 * A repeater question (questionnaire-and-forms.md §4): its items as cards (add within max, remove beyond min, collapse), each
 * item's questions rendered like any other, their states from the engine's item states.
 */
export function RepeaterWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { question } = props;
  const items = itemsOf(props.value);
  // Keys that stay with an item when another is removed.
  const keys = useRef<string[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < items.length) keys.current.push(`item-${nextKey.current++}`);
  keys.current.length = items.length;

  const setItem = (index: number, questionId: string, value: AnswerValue) =>
    props.onChange(items.map((item, i) => (i === index ? { ...item, [questionId]: value } : item)));

  return (
    <fieldset className={widgetStyles.repeater} aria-describedby={props.describedBy}>
      <legend className={questionStyles.questionLabel}>{props.label}</legend>
      <RepeaterList
        id={props.id}
        items={items}
        getKey={(_, index) => keys.current[index] ?? String(index)}
        itemTitle={t(question.items?.itemTitle ?? question.label)}
        min={question.props?.min ?? 0}
        max={question.props?.max ?? Number.POSITIVE_INFINITY}
        disabled={props.disabled}
        onAdd={() => props.onChange(addItem(question, items))}
        onRemove={(index) => {
          keys.current.splice(index, 1);
          props.onChange(removeItem(question, items, index));
        }}
        renderItem={(item, index) => (
          <div>
            {(question.items?.questions ?? []).map((inner) => {
              const state = props.state?.items?.[index]?.questions[inner.id];
              if (!state?.visible) return null;
              return (
                <QuestionFrame
                  key={inner.id}
                  id={itemFieldDomId(props.id, index, inner.id)}
                  name={`${props.name}.${index}.${inner.id}`}
                  question={inner}
                  state={state}
                  showErrors={props.showErrors ?? false}
                  value={item[inner.id]}
                  onChange={(value) => setItem(index, inner.id, value)}
                  onBlur={props.onBlur}
                  blockAnswers={item}
                />
              );
            })}
          </div>
        )}
      />
    </fieldset>
  );
}
