import type { AnswerValue, EvalContext } from '../types/answers';
import type { RuleOf } from '../types/rules';

/** Runs the definition's own predicate, blank values included. */
export function custom(rule: RuleOf<'custom'>, value: AnswerValue, ctx: EvalContext): boolean {
  return rule.test(value, ctx);
}
