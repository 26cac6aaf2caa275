import type { AnswerValue } from '../types/answers';
import type { RuleOf } from '../types/rules';
import { testText } from './text';

/** The text must match `rule.pattern`; empty passes. */
export function pattern(rule: RuleOf<'pattern'>, value: AnswerValue): boolean {
  // A global or sticky RegExp keeps state between calls; reset it so the rule stays pure.
  rule.pattern.lastIndex = 0;
  return testText(value, (text) => rule.pattern.test(text));
}
