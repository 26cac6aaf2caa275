import type { AnswerValue } from '../types/answers';
import type { QuestionDef } from '../types/definition';
import type { RuleOf } from '../types/rules';
import { isBlank } from '../answers/isBlank';
import { DECIMAL } from './decimal';

/** A number within the rule's bounds, each defaulting to the question's `props.min` / `props.max`. */
export function range(rule: RuleOf<'range'>, value: AnswerValue, _ctx: unknown, question?: QuestionDef): boolean {
  if (isBlank(value)) return true;
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) number = Number(value.trim());
  else return false;
  if (!Number.isFinite(number)) return false;
  const min = rule.min ?? question?.props?.min;
  const max = rule.max ?? question?.props?.max;
  return (min === undefined || number >= min) && (max === undefined || number <= max);
}
