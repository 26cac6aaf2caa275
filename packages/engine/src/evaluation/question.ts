import type { EvalContext } from '../types/answers';
import type { QuestionDef } from '../types/definition';
import type { QuestionState } from '../types/evaluation';
import type { RuleDef } from '../types/rules';
import { isBlank } from '../answers/isBlank';
import { passes } from '../rules/registry';
import { resolve } from './context';

export interface QuestionResult {
  state: QuestionState;
  /** The failing rules, in rule order. */
  failed: RuleDef[];
}

export interface QuestionScope {
  /** False when the block is hidden. */
  blockVisible: boolean;
  /** False while an optional block is entirely blank: its required rules do not apply yet. */
  requiredApplies: boolean;
}

const silent = (visible: boolean, disabled: boolean): QuestionResult => ({
  // A hidden question is undetermined; a disabled one is valid (spec §4: disabling marks it valid).
  state: { visible, disabled, required: false, valid: visible ? true : undefined, errors: [] },
  failed: [],
});

/** The observable state of one question, given its block's context. */
export function evaluateQuestion(question: QuestionDef, ctx: EvalContext, scope: QuestionScope): QuestionResult {
  const visible = scope.blockVisible && resolve(question.visible, true, ctx);
  const disabled = resolve(question.disabled, false, ctx);
  if (!visible || disabled) return silent(visible, disabled);

  const allRules = resolve(question.rules, [], ctx);
  const rules = scope.requiredApplies ? allRules : allRules.filter((rule) => rule.kind !== 'required');
  const required = rules.some((rule) => rule.kind === 'required');
  const value = ctx.block[question.id];
  const blank = isBlank(value);

  // A blank required answer reports only the required failure, not length, pattern, etc.
  const requiredRule = blank ? rules.find((rule) => rule.kind === 'required') : undefined;
  const failed = requiredRule ? [requiredRule] : rules.filter((rule) => !passes(rule, value, ctx));

  const valid = failed.length > 0 ? false : blank && !required ? undefined : true;
  const errors = failed.map((rule) => rule.message);
  return { state: { visible, disabled, required, valid, errors }, failed };
}
