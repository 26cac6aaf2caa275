import type { OnlineConfig, StaticData } from '@taxcert/contracts';

/** Answers as the questionnaire stores them: keyed by block id, then question id. */
export type AnswerValue = string | boolean | number | null | undefined | AnswerValue[] | { [key: string]: AnswerValue };

export type BlockAnswers = Record<string, AnswerValue>;

export type Answers = Record<string, BlockAnswers>;

/**
 * Reference data the blocks read (treaty countries, limitation-on-benefit provisions, special rates,
 * other articles, IGA subclassifications…). It is an input of the evaluation, never fetched by the
 * engine; the shape is the contract's static data.
 */
export type ReferenceData = Partial<StaticData> & {
  /**
   * The valid chapter 3 / chapter 4 status pairs of the form being evaluated: the online
   * configuration's `validCh3Ch4Combinations[formType]` (questionnaire-and-forms.md §3). Read by the entity-type block.
   */
  validCh3Ch4Combinations?: Ch3Ch4Combination[];
};

type Combinations = OnlineConfig['validCh3Ch4Combinations'];
/** One valid pair of chapter 3 and chapter 4 statuses (the contract's shape). */
export type Ch3Ch4Combination = NonNullable<Combinations[keyof Combinations]>[number];

/** What every dynamic part of a definition (visibility, disabling, rules) is evaluated against. */
export interface EvalContext {
  /** All answers of the form, by block id. */
  answers: Answers;
  /**
   * The answers of the block that owns the question or block being evaluated; for a question inside a
   * repeater item, the answers of that item.
   */
  block: BlockAnswers;
  /** For a question inside a repeater item: the answers of the enclosing block (or item). */
  parent?: BlockAnswers;
  /** Injected so that date rules are testable; defaults to `new Date()`. Read as a UTC calendar day. */
  today: Date;
  /** Reference data passed in by the caller (see {@link ReferenceData}); empty when not given. */
  reference: ReferenceData;
}
