/** Answers as the questionnaire stores them: keyed by block id, then question id. */
export type AnswerValue =
  | string
  | boolean
  | number
  | null
  | undefined
  | AnswerValue[]
  | { [key: string]: AnswerValue };

export type BlockAnswers = Record<string, AnswerValue>;

export type Answers = Record<string, BlockAnswers>;

/** What every dynamic part of a definition (visibility, disabling, rules) is evaluated against. */
export interface EvalContext {
  /** All answers of the form, by block id. */
  answers: Answers;
  /** The answers of the block that owns the question or block being evaluated. */
  block: BlockAnswers;
  /** Injected so that date rules are testable; defaults to `new Date()`. */
  today: Date;
}
