import type { AnswerValue, EvalContext } from './answers';
import type { DateFormat, GiinLayout } from './definition';
import type { MessageValues } from './evaluation';
import type { IdentifierKind } from '../identifiers/identifier';

/**
 * A validation rule as data. Each kind is implemented in `rules/<kind>.ts` and wired in
 * `rules/registry.ts`; `message` is a message key, never words for people. Except `required`,
 * `custom` and the item-count rules, every rule passes a blank value.
 */
export type RuleDef =
  /** Non-empty after trimming; also makes the question "required" (asterisk). */
  | { kind: 'required'; message: string }
  /** Exactly `length` characters, or empty. */
  | { kind: 'length'; length: number; message: string }
  /** At most `max` characters (empty passes). */
  | { kind: 'maxLength'; max: number; message: string }
  /** One character repeated (e.g. 111111111) fails; empty passes. */
  | { kind: 'sameChar'; message: string }
  /** Ascending consecutive digits (e.g. 123456789) fail; empty passes. */
  | { kind: 'sequential'; message: string }
  /** The text must match `pattern`; empty passes. */
  | { kind: 'pattern'; pattern: RegExp; message: string }
  /**
   * A number within `min` and `max` (inclusive); each bound defaults to the question's own
   * `props.min` / `props.max` (questionnaire-and-forms.md §5 "uses the question's min and max"). Not a number fails.
   */
  | { kind: 'range'; min?: number; max?: number; message: string }
  /** An optionally signed decimal number (no exponent), or empty. */
  | { kind: 'decimal'; message: string }
  /** A real calendar date written in `format`, or empty. */
  | { kind: 'dateFormat'; format: DateFormat; message: string }
  /**
   * A date (in `format`) within a window relative to today: not before `minYearsAgo` years ago, not
   * after `maxDaysAgo` days ago (0 = today, 1 = yesterday); absolute `min`/`max` (yyyy-MM-dd) too.
   * A value that is not a date in `format` passes (the `dateFormat` rule reports it).
   */
  | {
      kind: 'dateWindow';
      format: DateFormat;
      minYearsAgo?: number;
      maxDaysAgo?: number;
      min?: string;
      max?: string;
      message: string;
    }
  /**
   * A 9-digit SSN that was ever issuable (not area 000, 666 or 9xx, group 00, serial 0000), or a
   * valid ITIN (9xx with middle digits 50–65, 70–88, 90–92, 94–99). Other shapes pass (length and
   * digit rules report them).
   */
  | { kind: 'ssn'; message: string }
  /** A 9-digit ITIN (9xx, middle digits 50–65, 70–88, 90–92, 94–99). Other shapes pass. */
  | { kind: 'itin'; message: string }
  /** A 9-digit EIN with a prefix the IRS assigns (identifiers.md union). Other shapes pass. */
  | { kind: 'ein'; message: string }
  /** The character classes of each box of a GIIN layout (questionnaire-and-forms.md §5). Wrong lengths pass (use `length`). */
  | { kind: 'giin'; layout: GiinLayout; message: string }
  /** A 9-digit Canadian social insurance number passing the Luhn check. Other shapes pass. */
  | { kind: 'luhn'; message: string }
  /** A Canadian business (program account) number: 9 digits, 2 letters, 4 digits. Other lengths pass. */
  | { kind: 'businessNumber'; message: string }
  /** A valid identifier of `identifier`'s kind once normalised (its module's `validate`); empty passes. */
  | { kind: 'identifier'; identifier: IdentifierKind; message: string }
  /** Digits only (e.g. a trust account number after its T- prefix); empty passes. */
  | { kind: 'digits'; message: string }
  /**
   * A choice (radio, select): one offered value — one of the question's `props.options`, else of its
   * `availableOptions` for these answers. A list, an object or a value not offered fails; empty passes.
   */
  | { kind: 'option'; message: string }
  /**
   * A country: an alpha-2 code of the reference data's jurisdictions, and of the US tax treaty countries or the
   * Annex II countries where `props.countries` restricts the list. Without reference data only the shape is
   * checked (two capital letters); empty passes.
   */
  | { kind: 'country'; message: string }
  /**
   * The answer's type fits its widget kind (`answerKind`): `text` a text (or a number), `tick` a checkbox's
   * true/false (or 'true', 'false', 'Yes', 'No'), `items` a list of item objects. Empty passes.
   */
  | { kind: 'answerType'; answerKind: 'text' | 'tick' | 'items'; message: string }
  /**
   * A typed answer holds only characters a form can print: no control character (C0, DEL, C1) and no line or
   * paragraph separator, except a tab and line breaks where `multiline` (a textarea). Empty passes.
   */
  | { kind: 'printable'; multiline: boolean; message: string }
  /** A repeater has at least `min` non-blank items. */
  | { kind: 'minItems'; min: number; message: string }
  /** A repeater has at most `max` items. */
  | { kind: 'maxItems'; max: number; message: string }
  /**
   * Applied by the engine to every answer: nested answers deeper than `max` levels fail (questionnaire-and-forms.md §5,
   * nested-answer depth check limited to 5 levels).
   */
  | { kind: 'maxDepth'; max: number; message: string }
  /**
   * Any typed predicate; it also runs on empty values, so it decides what empty means. `values`, when the
   * message names answers (`{{name}}`), gives them for the failing answer (see `MessageValue`).
   */
  | {
      kind: 'custom';
      test: (value: AnswerValue, ctx: EvalContext) => boolean;
      message: string;
      values?: (value: AnswerValue, ctx: EvalContext) => MessageValues;
    };

export type RuleKind = RuleDef['kind'];

/** The rule definition of one kind, e.g. `RuleOf<'length'>`. */
export type RuleOf<K extends RuleKind> = Extract<RuleDef, { kind: K }>;
