import type { AnswerValue, EvalContext } from '../types/answers';
import type { QuestionDef } from '../types/definition';
import type { RuleDef, RuleKind, RuleOf } from '../types/rules';
import { answerType, country, option, printable } from './answerShape';
import { custom } from './custom';
import { dateFormat, dateWindow } from './dates';
import { decimal } from './decimal';
import { businessNumber, digits, ein, giin, identifier, itin, luhn, ssn } from './identifiers';
import { maxDepth, maxItems, minItems } from './items';
import { length } from './length';
import { maxLength } from './maxLength';
import { pattern } from './pattern';
import { range } from './range';
import { required } from './required';
import { sameChar } from './sameChar';
import { sequential } from './sequential';

/** Implementation of one rule kind: true when the value passes. */
export type RuleImpl<K extends RuleKind> = (
  rule: RuleOf<K>,
  value: AnswerValue,
  ctx: EvalContext,
  question?: QuestionDef,
) => boolean;

/** Every rule kind, one line each: a new kind is one file plus one line here. */
export const ruleRegistry: { [K in RuleKind]: RuleImpl<K> } = {
  required,
  length,
  maxLength,
  sameChar,
  sequential,
  pattern,
  range,
  decimal,
  dateFormat,
  dateWindow,
  ssn,
  itin,
  ein,
  giin,
  luhn,
  businessNumber,
  identifier,
  digits,
  minItems,
  maxItems,
  maxDepth,
  option,
  country,
  answerType,
  printable,
  custom,
};

/** True when `value` passes `rule`. */
export function passes(rule: RuleDef, value: AnswerValue, ctx: EvalContext, question?: QuestionDef): boolean {
  // TypeScript cannot correlate rule.kind with the registry entry's parameter; the mapped type
  // above guarantees that the entry for rule.kind accepts exactly that rule.
  const impl = ruleRegistry[rule.kind] as RuleImpl<RuleKind>;
  return impl(rule, value, ctx, question);
}
