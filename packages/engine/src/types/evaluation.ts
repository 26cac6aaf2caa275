import type { EvaluationMemo } from '../evaluation/memo';
import type { ReferenceData } from './answers';
import type { RuleKind } from './rules';

/**
 * A value a message names, put in at its `{{name}}` (the catalogues' i18next interpolation): a text or number as it
 * is, or `{ key }`, a message key translated first in the same language (e.g. the label of the option chosen), so
 * the simulator and the browser both word the whole sentence in the request's language.
 */
export type MessageValue = string | number | { key: string };

/** The values of one message, by the names its text uses (`{{ch3}}`). */
export type MessageValues = Readonly<Record<string, MessageValue>>;

export interface QuestionState {
  visible: boolean;
  disabled: boolean;
  /** Has an applicable `required` rule (the UI shows an asterisk). */
  required: boolean;
  /**
   * false: a rule fails. true: answered (or required) and every rule passes; also true for a
   * disabled question (questionnaire-and-forms.md §4: disabling marks the value valid). undefined: blank and not
   * required, or hidden.
   */
  valid: boolean | undefined;
  /** Message keys of the failing rules, in rule order. */
  errors: string[];
  /** The values of the errors whose messages name some (a rule's or check's `values`), by message key. */
  errorValues?: Record<string, MessageValues>;
  /** Only for questions with `labelBy`: the message key of the label for these answers. */
  label?: string;
  /** Only for questions with `availableOptions`: the option values offered for these answers. */
  options?: string[];
  /** Only for repeaters: the state of each item (at least `props.min` items). */
  items?: ItemState[];
}

/** One item of a repeater. */
export interface ItemState {
  index: number;
  /** Items beyond the minimum are removable and collapsible (questionnaire-and-forms.md §4). */
  removable: boolean;
  collapsible: boolean;
  valid: boolean;
  questions: Record<string, QuestionState>;
}

export interface BlockState {
  visible: boolean;
  valid: boolean;
  questions: Record<string, QuestionState>;
}

export interface Failure {
  blockId: string;
  /**
   * The question id; for a question inside a repeater item, the dotted path to it, e.g.
   * `taxResidences.0.country` (see `path`).
   */
  questionId: string;
  rule: RuleKind;
  message: string;
  /** The values the message names (`{{name}}`), when its rule or check gives some. */
  values?: MessageValues;
  /** The path below the block: question id, then item index and item question id, per level. */
  path: (string | number)[];
  /** Set when a check of the definition (`CheckDef`), not a rule of the question, failed: the check's id. */
  check?: string;
}

/** A warning a check raised (`CheckDef` of severity 'warning'): the form stays valid. */
export interface Warning {
  /** The check's id. */
  check: string;
  /** `blockId.questionId`. */
  field: string;
  /** Message key. */
  message: string;
  /** The values the message names (`{{name}}`), when its check gives some. */
  values?: MessageValues;
}

export interface FormEvaluation {
  valid: boolean;
  blocks: Record<string, BlockState>;
  failures: Failure[];
  /** Warnings the definition's checks raised, in check order. */
  warnings: Warning[];
}

export interface EvaluateOptions {
  today?: Date;
  /** Reference data read by the blocks (treaty claim, IGA…). */
  reference?: ReferenceData;
  /**
   * Locked questions (lock groups, from a form setting): `blockId.questionId`, or `blockId` for a whole
   * block. A locked question is disabled.
   */
  locked?: readonly string[];
  /**
   * Kept block results (createEvaluationMemo, ADR 112), for an editor that evaluates the same form once per
   * keystroke: a block whose inputs are unchanged is not evaluated again. Leave it out elsewhere.
   */
  memo?: EvaluationMemo;
}
