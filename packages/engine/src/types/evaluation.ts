import type { RuleKind } from './rules';

export interface QuestionState {
  visible: boolean;
  disabled: boolean;
  /** Has an applicable `required` rule (the UI shows an asterisk). */
  required: boolean;
  /**
   * false: a rule fails. true: answered (or required) and every rule passes; also true for a
   * disabled question (spec §4: disabling marks the value valid). undefined: blank and not
   * required, or hidden.
   */
  valid: boolean | undefined;
  /** Message keys of the failing rules, in rule order. */
  errors: string[];
}

export interface BlockState {
  visible: boolean;
  valid: boolean;
  questions: Record<string, QuestionState>;
}

export interface Failure {
  blockId: string;
  questionId: string;
  rule: RuleKind;
  message: string;
}

export interface FormEvaluation {
  valid: boolean;
  blocks: Record<string, BlockState>;
  failures: Failure[];
}

export interface EvaluateOptions {
  today?: Date;
}
