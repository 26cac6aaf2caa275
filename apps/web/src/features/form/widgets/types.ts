import type { AnswerValue, BlockAnswers, QuestionDef } from '@taxcert/engine';
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
}

export type Widget = ComponentType<WidgetProps>;

/** A text value of an answer ('' for none). */
export const textOf = (value: AnswerValue): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
