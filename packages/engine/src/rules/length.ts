import type { AnswerValue } from '../types/answers';
import type { RuleOf } from '../types/rules';
import { testText } from './text';

/** Exactly `rule.length` characters, or empty. */
export function length(rule: RuleOf<'length'>, value: AnswerValue): boolean {
  return testText(value, (text) => text.length === rule.length);
}
