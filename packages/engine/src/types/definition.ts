import type { AnswerValue, EvalContext } from './answers';
import type { RuleDef } from './rules';

export type WidgetKind = 'text' | 'textarea' | 'radio' | 'select' | 'checkbox' | 'tin' | 'date' | 'country';

/** A choice of a radio or select; `label` is a message key. */
export interface Option {
  value: string;
  label: string;
}

/** A value fixed in the definition or computed from the answers. */
export type Dynamic<T> = T | ((ctx: EvalContext) => T);

export interface QuestionProps {
  options?: Option[];
  length?: number;
  min?: number;
  max?: number;
  format?: string;
  /** Id of the question (same block) whose answer says which TIN format applies ('Ssn' or 'Ein'). */
  tinTypeFrom?: string;
}

export interface QuestionDef {
  id: string;
  /** Message key. */
  label: string;
  /** Message key. */
  placeholder?: string;
  /** Message key. */
  hint?: string;
  /** Official line number on the paper form, e.g. '3a'. */
  line?: string;
  widget: WidgetKind;
  props?: QuestionProps;
  default?: AnswerValue;
  visible?: Dynamic<boolean>;
  disabled?: Dynamic<boolean>;
  /** The function form lets answers change the rules (e.g. appliedFor=Yes drops the TIN rules). */
  rules?: Dynamic<RuleDef[]>;
}

export interface BlockDef {
  id: string;
  /** Message key. */
  title: string;
  /** Part of the official form, e.g. 'I'. */
  part?: string;
  questions: QuestionDef[];
  visible?: Dynamic<boolean>;
  /** While every visible question of an optional block is blank, its required rules do not apply. */
  optional?: boolean;
}

export type FormFamily = 'W' | 'CRS' | 'FATCA CRS' | 'RC';

export interface FormDefinition {
  formType: string;
  family: FormFamily;
  /** Message key. */
  title: string;
  revision: string;
  /** Id of the block holding the signature. */
  signatureSection: string;
  dateFormat: string;
  blocks: BlockDef[];
}
