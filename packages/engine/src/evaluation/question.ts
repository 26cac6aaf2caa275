import type { AnswerValue, BlockAnswers, EvalContext } from '../types/answers';
import type { QuestionDef } from '../types/definition';
import type { ItemState, MessageValues, QuestionState } from '../types/evaluation';
import type { RuleDef } from '../types/rules';
import { isBlank } from '../answers/isBlank';
import { MAX_ANSWER_DEPTH } from '../answers/depth';
import { passes } from '../rules/registry';
import { rulesOfWidget, shapeRules } from '../rules/widgets';
import { itemContext, resolve } from './context';

/** A failed rule and where it failed, below the block. */
export interface FailedRule {
  rule: RuleDef;
  path: (string | number)[];
  /** The values the rule's message names for this answer (a custom rule's `values`). */
  values?: MessageValues;
}

/** A custom rule's message values for this answer, when it gives some. */
const valuesOf = (rule: RuleDef, value: AnswerValue, ctx: EvalContext): MessageValues | undefined =>
  rule.kind === 'custom' && rule.values
    ? rule.values(value, ctx)
    : rule.kind === 'maxLength'
      ? { max: rule.max }
      : undefined;

/** A failed rule at the question's own path, with its message values when it has some. */
function failedAt(rule: RuleDef, question: QuestionDef, value: AnswerValue, ctx: EvalContext): FailedRule {
  const values = valuesOf(rule, value, ctx);
  return values === undefined ? { rule, path: [question.id] } : { rule, path: [question.id], values };
}

export interface QuestionResult {
  state: QuestionState;
  /** The failing rules of the question and of its repeater items, in order. */
  failed: FailedRule[];
}

export interface QuestionScope {
  /** False when the block (or item) is hidden. */
  blockVisible: boolean;
  /** False while an optional block (or item) is entirely blank: its required rules do not apply yet. */
  requiredApplies: boolean;
  /** True when the question is locked by a lock group (it is then disabled). */
  locked: boolean;
}

const NO_RULES: readonly RuleDef[] = [];

/** The engine's own depth rule, applied to every answer (questionnaire-and-forms.md §5). */
export const depthRule: RuleDef = {
  kind: 'maxDepth',
  max: MAX_ANSWER_DEPTH,
  message: 'questionnaire.answer.depthErrorMessage',
};

/**
 * A question without failures to report: hidden, or disabled. Its state is made once, with its label key when the
 * label depends on another answer (no copies of a first state spread into a second).
 */
function silent(visible: boolean, disabled: boolean, question: QuestionDef, ctx: EvalContext): QuestionResult {
  // A hidden question is undetermined; a disabled one is valid (questionnaire-and-forms.md §4: disabling marks it valid).
  const state: QuestionState = { visible, disabled, required: false, valid: visible ? true : undefined, errors: [] };
  if (question.labelBy) state.label = labelOf(question, ctx);
  return { state, failed: [] };
}

const asItem = (value: AnswerValue): BlockAnswers =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** True when every visible question of the item is blank. */
function untouched(questions: QuestionDef[], ctx: EvalContext): boolean {
  return questions.every((q) => !resolve(q.visible, true, ctx) || isBlank(ctx.block[q.id]));
}

/** The items of a repeater (at least `props.min`, blank ones added) and their failures. */
function evaluateItems(
  question: QuestionDef,
  value: AnswerValue,
  ctx: EvalContext,
  requiredApplies: boolean,
): { items: ItemState[]; failed: FailedRule[] } {
  const def = question.items;
  if (!def) return { items: [], failed: [] };
  const min = question.props?.min ?? 0;
  const values = Array.isArray(value) ? value : [];
  const count = Math.max(values.length, min);
  const items: ItemState[] = [];
  const failed: FailedRule[] = [];
  for (let index = 0; index < count; index += 1) {
    const ctxItem = itemContext(ctx, asItem(values[index]));
    const optionalItem = (def.optionalBeyondMin === true && index >= min) || !requiredApplies;
    const scope: QuestionScope = {
      blockVisible: true,
      requiredApplies: !(optionalItem && untouched(def.questions, ctxItem)),
      locked: false,
    };
    const questions: Record<string, QuestionState> = {};
    for (const inner of def.questions) {
      const result = evaluateQuestion(inner, ctxItem, scope);
      questions[inner.id] = result.state;
      for (const f of result.failed) failed.push({ ...f, path: [question.id, index, ...f.path] });
    }
    const valid = Object.values(questions).every((q) => q.valid !== false);
    items.push({ index, removable: index >= min, collapsible: index >= min, valid, questions });
  }
  return { items, failed };
}

/**
 * A disabled question is valid (questionnaire-and-forms.md §4) — the customer cannot change it — unless its answer is not one its
 * question could hold (a choice not offered, a text too long): such an answer was not given through the form,
 * and fails its shape rule.
 */
function disabledQuestion(question: QuestionDef, ctx: EvalContext): QuestionResult {
  const value = ctx.block[question.id];
  // The first of the depth rule and the shape rules that the answer fails, without a list of them made per answer.
  const failedRule = isBlank(value)
    ? undefined
    : !passes(depthRule, value, ctx, question)
      ? depthRule
      : firstFailing(shapeRules(question, NO_RULES), value, ctx, question);
  if (failedRule === undefined) return silent(true, true, question, ctx);
  const state: QuestionState = {
    visible: true,
    disabled: true,
    required: false,
    valid: false,
    errors: [failedRule.message],
  };
  if (question.labelBy) state.label = labelOf(question, ctx);
  return { state, failed: [failedAt(failedRule, question, value, ctx)] };
}

/** The label key of a question whose label depends on another answer (`labelBy`). */
export function labelOf(question: QuestionDef, ctx: EvalContext): string {
  if (!question.labelBy) return question.label;
  const answer = ctx.block[question.labelBy.questionId];
  return (typeof answer === 'string' ? question.labelBy.labels[answer] : undefined) ?? question.label;
}

/** A question's rules as one evaluation applies them (its own, then its widget kind's; and the shape rules after). */
interface RulePlan {
  /** Its own rules, then its widget kind's. */
  own: readonly RuleDef[];
  /** The same without `required`: while an optional block (or item) is blank. */
  optional: readonly RuleDef[];
  /** The first `required` rule of `own`. */
  requiredRule: RuleDef | undefined;
  /** The shape rules not already among its own kinds (rules/widgets.ts `shapeRules`). */
  shape: readonly RuleDef[];
}

function planOf(own: readonly RuleDef[], question: QuestionDef): RulePlan {
  return {
    own,
    optional: own.filter((rule) => rule.kind !== 'required'),
    requiredRule: own.find((rule) => rule.kind === 'required'),
    shape: shapeRules(question, own),
  };
}

/**
 * The rule plan of a question whose rules are fixed (not a function of the answers): made once per question object
 * — it reads only the question — rather than on every evaluation of every answer. Rules that depend on the answers
 * are planned on each evaluation.
 */
const plans = new WeakMap<QuestionDef, RulePlan>();
function rulePlan(question: QuestionDef, ctx: EvalContext): RulePlan {
  if (typeof question.rules === 'function') {
    return planOf([...question.rules(ctx), ...rulesOfWidget(question.widget)], question);
  }
  let plan = plans.get(question);
  if (!plan) {
    plan = planOf([...(question.rules ?? []), ...rulesOfWidget(question.widget)], question);
    plans.set(question, plan);
  }
  return plan;
}

/** The rules of `rules` that `value` fails, in order. */
function failing(rules: readonly RuleDef[], value: AnswerValue, ctx: EvalContext, question: QuestionDef): RuleDef[] {
  const failed: RuleDef[] = [];
  for (const rule of rules) if (!passes(rule, value, ctx, question)) failed.push(rule);
  return failed;
}

/** The first rule of `rules` that `value` fails, if any. */
function firstFailing(
  rules: readonly RuleDef[],
  value: AnswerValue,
  ctx: EvalContext,
  question: QuestionDef,
): RuleDef | undefined {
  for (const rule of rules) if (!passes(rule, value, ctx, question)) return rule;
  return undefined;
}

/** A state with, after its own fields, the label key (when it depends on another answer) and the options offered. */
function withExtra(
  state: QuestionState,
  question: QuestionDef,
  ctx: EvalContext,
  options: QuestionState['options'],
): QuestionState {
  if (question.labelBy) state.label = labelOf(question, ctx);
  if (options !== undefined) state.options = options;
  return state;
}

/** The observable state of one question, given its block's (or item's) context. */
export function evaluateQuestion(question: QuestionDef, ctx: EvalContext, scope: QuestionScope): QuestionResult {
  const visible = scope.blockVisible && resolve(question.visible, true, ctx);
  const disabled = scope.locked || resolve(question.disabled, false, ctx);
  if (!visible) return silent(visible, disabled, question, ctx);
  if (disabled) return disabledQuestion(question, ctx);

  const value = ctx.block[question.id];
  const options = question.availableOptions?.(ctx);
  // Too deep an answer is reported alone, and its items are not walked.
  if (!passes(depthRule, value, ctx, question)) {
    return {
      state: withExtra(
        { visible, disabled, required: false, valid: false, errors: [depthRule.message] },
        question,
        ctx,
        options,
      ),
      failed: [{ rule: depthRule, path: [question.id] }],
    };
  }

  const plan = rulePlan(question, ctx);
  const rules = scope.requiredApplies ? plan.own : plan.optional;
  const required = scope.requiredApplies && plan.requiredRule !== undefined;
  const blank = isBlank(value);

  // A blank required answer reports only the required failure, not length, pattern, etc.
  const requiredRule = blank && scope.requiredApplies ? plan.requiredRule : undefined;
  const failedRules = requiredRule ? [requiredRule] : failing(rules, value, ctx, question);
  // The shape of the answer (its kind's type, options, length…) is reported when the question's own, more
  // specific rules pass, and only its first failure (a list in a text box is not also too long).
  if (failedRules.length === 0 && !blank) {
    const shapeFailed = firstFailing(plan.shape, value, ctx, question);
    if (shapeFailed) failedRules.push(shapeFailed);
  }
  const failed: FailedRule[] = failedRules.map((rule) => failedAt(rule, question, value, ctx));

  let itemsValid = true;
  const state = withExtra(
    { visible, disabled, required, valid: undefined, errors: failedRules.map((r) => r.message) },
    question,
    ctx,
    options,
  );
  for (const f of failed) if (f.values) state.errorValues = { ...state.errorValues, [f.rule.message]: f.values };
  if (question.widget === 'repeater' && question.items) {
    const { items, failed: itemFailures } = evaluateItems(question, value, ctx, scope.requiredApplies);
    state.items = items;
    failed.push(...itemFailures);
    itemsValid = items.every((item) => item.valid);
  }
  state.valid =
    failedRules.length > 0 || !itemsValid
      ? false
      : blank && !required && (state.items?.length ?? 0) === 0
        ? undefined
        : true;
  return { state, failed };
}
