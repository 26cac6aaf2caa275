import type { AnswerValue } from '../types/answers';
import type { RuleOf } from '../types/rules';
import { isBlank } from '../answers/isBlank';
import { answerDepth } from '../answers/depth';

const itemsOf = (value: AnswerValue): AnswerValue[] => (Array.isArray(value) ? value : []);

/** At least `min` items that are not blank. */
export function minItems(rule: RuleOf<'minItems'>, value: AnswerValue): boolean {
  return itemsOf(value).filter((item) => !isBlank(item)).length >= rule.min;
}

/** At most `max` items. */
export function maxItems(rule: RuleOf<'maxItems'>, value: AnswerValue): boolean {
  return itemsOf(value).length <= rule.max;
}

/** Nested no deeper than `max` levels. */
export function maxDepth(rule: RuleOf<'maxDepth'>, value: AnswerValue): boolean {
  return answerDepth(value, rule.max + 1) <= rule.max;
}
