import type { OnlineConfig } from '@taxcert/contracts';
import { isBlank, type Answers, type FormDefinition, type QuestionnaireState } from '@taxcert/engine';
import { isFormGroup, recommendForms, type Recommendation } from '@taxcert/forms';
import type { Startable } from '../../lib/api/start-form';

/** What the screen shows under the questions (questionnaire-and-forms.md §2 "Pre-qualifying questionnaire flow"). */
export type OutcomeView =
  /**
   * Not every deciding question is answered yet, or (`open` > 0) the answers decide but `open` questions shown
   * still need an answer (or fail a rule): no recommendation until every required question on the path is answered.
   */
  | { kind: 'pending'; open?: number }
  /**
   * The matched-form card: one form or group, with Continue; `reason` the message key of the sentence saying
   * why; `alternatives` the other candidate forms the customer may still open (ADR 021).
   */
  | { kind: 'matched'; item: Startable; reason: string; alternatives: Startable[] }
  /** The 'no form required' card. */
  | { kind: 'none'; reason: string }
  /**
   * The recommended form exists but is not offered (not enabled and visible), or the configuration does not
   * list it: no form is produced. `missing` are the types the configuration lacks or does not know, which are
   * logged (questionnaire-and-forms.md §2: "an error is only logged"); `alternatives` the offered other candidates.
   */
  | { kind: 'unavailable'; missing: string[]; alternatives: Startable[] };

type Config = Pick<OnlineConfig, 'formTypes' | 'formGroups'>;

/** The configuration entry of a form type or group as something to start, if the configuration lists it. */
export function startableOf(type: string, config: Config): Startable | undefined {
  if (isFormGroup(type)) {
    const entry = config.formGroups.find((group) => group.formType === type);
    return entry ? { kind: 'group', entry } : undefined;
  }
  const entry = config.formTypes.find((form) => form.formType === type);
  return entry ? { kind: 'form', entry } : undefined;
}

const startables = (types: string[], config: Config): Startable[] =>
  types.map((type) => startableOf(type, config)).filter((item): item is Startable => item !== undefined);

/** The recommendation for these answers, as the cards show it (only enabled and visible types are offered). */
export function outcomeView(recommendation: Recommendation, config: Config): OutcomeView {
  switch (recommendation.kind) {
    case 'incomplete':
      return { kind: 'pending' };
    case 'none':
      return { kind: 'none', reason: recommendation.reason };
    case 'unavailable':
      return {
        kind: 'unavailable',
        missing: recommendation.candidates.filter((type) => startableOf(type, config) === undefined),
        alternatives: startables(recommendation.alternatives, config),
      };
    case 'single':
    case 'group': {
      const type = recommendation.kind === 'single' ? recommendation.formType : recommendation.formGroupType;
      const item = startableOf(type, config);
      const alternatives = startables(recommendation.alternatives, config);
      return item
        ? { kind: 'matched', item, reason: recommendation.reason, alternatives }
        : { kind: 'unavailable', missing: [type], alternatives };
    }
  }
}

/**
 * The outcome of the questionnaire's current state under this configuration: the recommendation only
 * once every question shown passes its rules — a required one unanswered keeps it pending, saying how many are
 * open — so no card, Continue or ticked result shows while the path is unfinished.
 */
export function outcomeFor(
  state: Pick<QuestionnaireState, 'answers' | 'evaluation'>,
  config: Config,
  canadian: boolean,
): OutcomeView {
  const outcome = outcomeView(recommendForms(state.answers, config, { canadian }), config);
  const open = openQuestions(state);
  return outcome.kind === 'pending' || open === 0 ? outcome : { kind: 'pending', open };
}

/** How many questions shown fail a rule (a required one unanswered, or an answer a rule refuses). */
function openQuestions(state: Pick<QuestionnaireState, 'evaluation'>): number {
  return Object.values(state.evaluation.blocks)
    .filter((block) => block.visible)
    .flatMap((block) => Object.values(block.questions))
    .filter((question) => question.visible && question.valid === false).length;
}

export interface ProgressStep {
  id: string;
  /** Message key of the step's title. */
  title: string;
  complete: boolean;
}

/**
 * The sections answered so far: every block the questionnaire shows now (with a question shown), complete once every question
 * shown in it passes its rules and it has an answer (or asks nothing required). Blocks that later answers may still reveal
 * are not counted (the path depends on the answers).
 */
export function progressSteps(
  def: FormDefinition,
  state: Pick<QuestionnaireState, 'answers' | 'evaluation'>,
): ProgressStep[] {
  return def.blocks.flatMap((block) => {
    const evaluated = state.evaluation.blocks[block.id];
    if (!evaluated?.visible) return [];
    const shown = Object.entries(evaluated.questions).filter(([, q]) => q.visible);
    if (shown.length === 0) return [];
    const answered = shown.some(([id]) => !isBlank(state.answers[block.id]?.[id]));
    const optional = shown.every(([, q]) => !q.required);
    return [
      {
        id: block.id,
        title: block.title,
        complete: (answered || optional) && shown.every(([, q]) => q.valid !== false),
      },
    ];
  });
}

/** The first question shown that fails a rule, in questionnaire order. */
export function firstInvalid(
  def: FormDefinition,
  state: Pick<QuestionnaireState, 'evaluation'>,
): { blockId: string; questionId: string } | undefined {
  for (const block of def.blocks) {
    const evaluated = state.evaluation.blocks[block.id];
    if (!evaluated?.visible) continue;
    const question = block.questions.find(
      (q) => evaluated.questions[q.id]?.visible && evaluated.questions[q.id]?.valid === false,
    );
    if (question) return { blockId: block.id, questionId: question.id };
  }
  return undefined;
}

/**
 * How many answers `next` no longer holds that `previous` held: the later answers a change cleared.
 * `changed` (`blockId.questionId`) is the answer the customer changed, never counted.
 */
export function clearedCount(previous: Answers, next: Answers, changed: string): number {
  let count = 0;
  for (const [blockId, block] of Object.entries(previous)) {
    for (const [questionId, value] of Object.entries(block)) {
      if (`${blockId}.${questionId}` === changed) continue;
      if (!isBlank(value) && isBlank(next[blockId]?.[questionId])) count += 1;
    }
  }
  return count;
}

/** Answers kept in the route's history state (so Back from the created form returns to them). */
export function savedAnswersOf(state: unknown): Answers | undefined {
  const answers = (state as { prequalAnswers?: unknown } | null)?.prequalAnswers;
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) return undefined;
  const blocks = Object.values(answers as Record<string, unknown>);
  return blocks.every((block) => block !== null && typeof block === 'object' && !Array.isArray(block))
    ? (answers as Answers)
    : undefined;
}
