import type { AnswerValue } from '../types/answers';
import type { RuleOf } from '../types/rules';
import { testText } from './text';

/** At most `rule.max` characters; empty passes. */
export function maxLength(rule: RuleOf<'maxLength'>, value: AnswerValue): boolean {
  return testText(value, (text) => text.length <= rule.max);
}
