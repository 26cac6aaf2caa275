import type { AnswerValue, BlockAnswers, QuestionDef, QuestionState } from '@taxcert/engine';
import type { ComponentType, ReactNode, RefCallback } from 'react';

/** What every question widget receives; each widget places the label itself (label, legend, or after a box). */
export interface WidgetProps {
  /** DOM id of the main control (the label points at it; results-panel links focus it). */
  id: string;
  name: string;
  question: QuestionDef;
  /** The label content: line number, text and required mark. */
  label: ReactNode;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLElement>;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  /** Ids of the hint and error list. */
  describedBy: string | undefined;
  /** The other answers of the block (e.g. the TIN type for the TIN widget). */
  blockAnswers: BlockAnswers;
  /** The engine's state of the question (a repeater reads its items' states here). */
  state?: QuestionState;
  /** Whether errors are shown (edited or force-edited). */
  showErrors?: boolean;
}

export type Widget = ComponentType<WidgetProps>;

/** A text value of an answer ('' for none). */
export const textOf = (value: AnswerValue): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The attributes every single-control widget (input, textarea, select) shares: id, name, ref, value,
 * change and blur wiring, disabled state and the ARIA state of the question.
 */
export function controlProps(props: WidgetProps) {
  return {
    id: props.id,
    name: props.name,
    ref: props.inputRef,
    value: textOf(props.value),
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
    onBlur: props.onBlur,
    disabled: props.disabled,
    'aria-required': props.required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.describedBy,
  };
}
