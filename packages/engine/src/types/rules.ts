import type { AnswerValue, EvalContext } from './answers';

/**
 * A validation rule as data. Each kind is implemented in `rules/<kind>.ts` and wired in
 * `rules/registry.ts`; `message` is a message key, never words for people.
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
  /** Any typed predicate; it also runs on empty values, so it decides what empty means. */
  | { kind: 'custom'; test: (value: AnswerValue, ctx: EvalContext) => boolean; message: string };

export type RuleKind = RuleDef['kind'];

/** The rule definition of one kind, e.g. `RuleOf<'length'>`. */
export type RuleOf<K extends RuleKind> = Extract<RuleDef, { kind: K }>;
