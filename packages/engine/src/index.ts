/**
 * @taxcert/engine: the questionnaire engine. Plain TypeScript: no React, no DOM, no fetch and no
 * words for people (every failure is a message key). The simulator and the web app run the same rules.
 */
export type { AnswerValue, BlockAnswers, Answers, EvalContext } from './types/answers';
export type { RuleDef, RuleKind, RuleOf } from './types/rules';
export type {
  WidgetKind,
  Option,
  Dynamic,
  QuestionProps,
  QuestionDef,
  BlockDef,
  FormFamily,
  FormDefinition,
} from './types/definition';
export type { QuestionState, BlockState, Failure, FormEvaluation, EvaluateOptions } from './types/evaluation';

export { evaluateForm } from './evaluation/form';
export { defaultAnswers } from './answers/defaults';
export { clearHidden } from './answers/clearHidden';
export { isBlank } from './answers/isBlank';
export { ruleRegistry } from './rules/registry';
export type { RuleImpl } from './rules/registry';
export { collectMessageKeys } from './definition/messageKeys';
