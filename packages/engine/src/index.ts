/**
 * @taxcert/engine: the questionnaire engine. Plain TypeScript: no React, no DOM, no fetch and no
 * words for people (every failure is a message key). The simulator and the web app run the same rules.
 */
export type {
  AnswerValue,
  BlockAnswers,
  Answers,
  EvalContext,
  ReferenceData,
  Ch3Ch4Combination,
} from './types/answers';
export type { RuleDef, RuleKind, RuleOf } from './types/rules';
export type {
  WidgetKind,
  Option,
  Dynamic,
  QuestionProps,
  QuestionDef,
  QuestionInfo,
  RepeaterDef,
  BlockDef,
  FormFamily,
  FormDefinition,
  OptionFinder,
  FinderStep,
  FinderAnswer,
  FormHeader,
  NotForRow,
  FormPart,
  CertificationDef,
  CheckDef,
  PaperLayout,
  PaperRow,
  GiinLayout,
  DateFormat,
} from './types/definition';
export type {
  QuestionState,
  ItemState,
  BlockState,
  Failure,
  Warning,
  FormEvaluation,
  EvaluateOptions,
  MessageValue,
  MessageValues,
} from './types/evaluation';

export { evaluateForm } from './evaluation/form';
export { createEvaluationMemo, type EvaluationMemo } from './evaluation/memo';
export { cloneAnswer } from './answers/clone';
export { finderResult, type FinderResult } from './finder/finder';
export { shareUnchanged } from './evaluation/share';
export {
  failureFieldPath,
  fieldDomId,
  fieldPathText,
  itemFieldDomId,
  parseFieldPath,
  type FieldPath,
} from './paths/fieldPath';
export { defaultAnswers } from './answers/defaults';
export { clearHidden, settleHidden } from './answers/clearHidden';
export { settleChange } from './answers/settle';
export { checkAnswerSet, UNKNOWN_QUESTION, UNKNOWN_QUESTION_MESSAGE } from './answers/conform';
export { changeAnswer, changeBlockAnswers, selectSingleOptions } from './answers/change';
export { mergeAnswers } from './answers/merge';
export { sameAnswer } from './answers/equal';
export { answerDepth, MAX_ANSWER_DEPTH } from './answers/depth';
export { isBlank } from './answers/isBlank';
export { ruleRegistry } from './rules/registry';
export {
  widgetRules,
  rulesOfWidget,
  uploadDocumentType,
  shapeRules,
  maxLengthOf,
  ANSWER_MAX_LENGTH,
  SHAPE_MESSAGES,
} from './rules/widgets';
export { offeredOptions } from './rules/answerShape';
export type { RuleImpl } from './rules/registry';
export { collectMessageKeys } from './definition/messageKeys';
export { translateValues } from './definition/messageValues';
export {
  certificationText,
  GENERIC_CERTIFICATION_INTRO,
  type CertificationItem,
  type CertificationText,
} from './definition/certification';

export { addItem, removeItem, canAddItem, canRemoveItem, newItem, initialItems } from './repeaters/items';
export {
  QuestionnaireKind,
  questionnaireReducer,
  initialiseQuestionnaire,
  type QuestionnaireState,
  type QuestionnaireAction,
  type QuestionView,
  type BlockView,
} from './state/questionnaire';
export { lockedQuestions } from './state/locks';
export { groupDefinition, memberAnswers, splitGroupAnswers, joinGroupAnswers, GROUP_SEPARATOR } from './state/group';
export {
  sharedAnswerChecks,
  sharedFields,
  sharedLocks,
  splitGroupField,
  withSharedAnswers,
  type SharedAnswerDef,
  type SharedField,
} from './state/shared';
export {
  followedAnswers,
  followingWrites,
  withFollowedBlocks,
  type FollowedBlockDef,
  type FieldAnswers,
} from './state/followed';

export { parseDate, formatDate, convertDate, isDateFormat, type CalendarDate } from './dates/dates';
export { isIssuableSsn, ssn, SSN_LAYOUT } from './identifiers/ssn';
export { isValidItin, isItinGroup, itin } from './identifiers/itin';
export { isValidEin, isValidEinPrefix, ein } from './identifiers/ein';
export { giin, isValidGiinCharacters, isCountryNumericCode, giinLength, giinSeparators } from './identifiers/giin';
export { sin, isValidSin, passesLuhn } from './identifiers/sin';
export { bn, isValidBusinessNumber } from './identifiers/bn';
export { trustAccount } from './identifiers/trustAccount';
export { ftin } from './identifiers/ftin';
export {
  withoutSeparators,
  layOut,
  type IdentifierKind,
  type IdentifierModule,
  type PrintLayout,
} from './identifiers/identifier';
export { identifierModules, identifierKindOf, identifierOf, giinLayoutKind } from './identifiers/modules';
export { isTaxIdentifier, maskTin, TIN_VISIBLE } from './identifiers/mask';

export * from './blocks/index';
