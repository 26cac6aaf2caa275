import type { AnswerValue, Answers, BlockAnswers } from '../types/answers';
import type { FormDefinition } from '../types/definition';
import type { EvaluateOptions, FormEvaluation, QuestionState } from '../types/evaluation';
import { changeBlockAnswers } from '../answers/change';
import { clearHidden, settleHidden } from '../answers/clearHidden';
import { defaultAnswers } from '../answers/defaults';
import { sameAnswer } from '../answers/equal';
import { isBlank } from '../answers/isBlank';
import { evaluateForm } from '../evaluation/form';
import { shareUnchanged } from '../evaluation/share';

/** Questionnaire kinds (questionnaire-and-forms.md §1; the contract's `QuestionnaireType`). */
export const QuestionnaireKind = { PreQualifying: 1, Form: 2, FormGroup: 3 } as const;
export type QuestionnaireKind = (typeof QuestionnaireKind)[keyof typeof QuestionnaireKind];

/** A question as the page shows it. */
export interface QuestionView extends Omit<QuestionState, 'valid' | 'errors'> {
  /** Undetermined (undefined) until answered, edited or force-edited; then the engine's validity. */
  valid: boolean | undefined;
  /** The engine's errors, shown only once the question was edited or force-edited (questionnaire-and-forms.md §4). */
  errors: string[];
  edited: boolean;
  forceEdited: boolean;
}

export interface BlockView {
  visible: boolean;
  /** questionnaire-and-forms.md §3: valid when every question's validity is undefined or true. */
  valid: boolean;
  /** Some question of the block is force-edited. */
  forceEdited: boolean;
  questions: Record<string, QuestionView>;
}

export interface QuestionnaireState {
  kind: QuestionnaireKind;
  definition: FormDefinition;
  options: EvaluateOptions;
  /** The answers initialised with (reset goes back to them). */
  initialAnswers: Answers;
  answers: Answers;
  /** Changed since initialised or marked clean. */
  dirty: boolean;
  /** `blockId.questionId` of the questions the user edited. */
  edited: ReadonlySet<string>;
  /** `blockId.questionId` of the questions marked by force-edit. */
  forceEdited: ReadonlySet<string>;
  /** The engine's evaluation of the answers (what the server will find). */
  evaluation: FormEvaluation;
  /** The answers can be submitted: no visible question fails a rule, blank required ones included. */
  valid: boolean;
  blocks: Record<string, BlockView>;
}

export type QuestionnaireAction =
  | {
      type: 'initialise';
      kind: QuestionnaireKind;
      definition: FormDefinition;
      answers?: Answers;
      options?: EvaluateOptions;
    }
  | { type: 'markClean' }
  | { type: 'reset' }
  | { type: 'setBlockAnswers'; blockId: string; answers: BlockAnswers }
  | { type: 'setAnswer'; blockId: string; questionId: string; value: AnswerValue }
  | { type: 'forceEditAll' }
  | { type: 'clearForceEdit' };

const ref = (blockId: string, questionId: string): string => `${blockId}.${questionId}`;

/**
 * The blocks as the page shows them. With `previous` (a state whose edited and force-edited flags differ from these
 * only in blocks whose answers changed), a block whose answers and state are the same objects keeps its view.
 */
function views(
  def: FormDefinition,
  answers: Answers,
  evaluation: FormEvaluation,
  edited: ReadonlySet<string>,
  forced: ReadonlySet<string>,
  previous?: QuestionnaireState,
): Record<string, BlockView> {
  const blocks: Record<string, BlockView> = {};
  for (const block of def.blocks) {
    const state = evaluation.blocks[block.id];
    if (!state) continue;
    const before = previous?.blocks[block.id];
    if (before && previous?.evaluation.blocks[block.id] === state && previous.answers[block.id] === answers[block.id]) {
      blocks[block.id] = before;
      continue;
    }
    const questions: Record<string, QuestionView> = {};
    for (const [id, q] of Object.entries(state.questions)) {
      const isEdited = edited.has(ref(block.id, id));
      const isForced = forced.has(ref(block.id, id));
      const shown = isEdited || isForced;
      const untouched = !shown && isBlank(answers[block.id]?.[id]);
      questions[id] = {
        ...q,
        valid: untouched ? undefined : q.valid,
        errors: shown ? q.errors : [],
        edited: isEdited,
        forceEdited: isForced,
      };
    }
    blocks[block.id] = {
      visible: state.visible,
      valid: Object.values(questions).every((q) => q.valid !== false),
      forceEdited: Object.values(questions).some((q) => q.forceEdited),
      questions,
    };
  }
  return blocks;
}

/** The state for these answers and flags (everything derived is recomputed). */
function derive(base: Omit<QuestionnaireState, 'evaluation' | 'valid' | 'blocks'>): QuestionnaireState {
  const evaluation = evaluateForm(base.definition, base.answers, base.options);
  return {
    ...base,
    evaluation,
    valid: evaluation.valid,
    blocks: views(base.definition, base.answers, evaluation, base.edited, base.forceEdited),
  };
}

/**
 * The state after a change of answers whose evaluation is known (one evaluation per change): states the change
 * did not alter keep their objects (shareUnchanged), and so do the views of blocks whose answers and state stayed.
 */
function derived(
  previous: QuestionnaireState,
  base: Omit<QuestionnaireState, 'evaluation' | 'valid' | 'blocks'>,
  evaluated: FormEvaluation,
): QuestionnaireState {
  const evaluation = shareUnchanged(previous.evaluation, evaluated);
  return {
    ...base,
    evaluation,
    valid: evaluation.valid,
    blocks: views(base.definition, base.answers, evaluation, base.edited, base.forceEdited, previous),
  };
}

/** A new questionnaire state (the `initialise` action). */
export function initialiseQuestionnaire(
  kind: QuestionnaireKind,
  definition: FormDefinition,
  answers?: Answers,
  options: EvaluateOptions = {},
): QuestionnaireState {
  const start = answers ?? defaultAnswers(definition);
  const initial = kind === QuestionnaireKind.PreQualifying ? start : clearHidden(definition, start, options);
  return derive({
    kind,
    definition,
    options,
    initialAnswers: initial,
    answers: initial,
    dirty: false,
    edited: new Set(),
    forceEdited: new Set(),
  });
}

/** The questions after the given one, in definition order: later questions of its block, then every later block. */
function laterRefs(
  def: FormDefinition,
  blockId: string,
  questionId: string | undefined,
): { refs: string[]; blocks: string[] } {
  const refs: string[] = [];
  const blocks: string[] = [];
  const blockIndex = def.blocks.findIndex((b) => b.id === blockId);
  if (blockIndex < 0) return { refs, blocks };
  const block = def.blocks[blockIndex];
  if (block && questionId !== undefined) {
    const questionIndex = block.questions.findIndex((q) => q.id === questionId);
    for (const q of block.questions.slice(questionIndex + 1)) refs.push(ref(block.id, q.id));
  }
  for (const later of def.blocks.slice(blockIndex + 1)) {
    blocks.push(later.id);
    for (const q of later.questions) refs.push(ref(later.id, q.id));
  }
  return { refs, blocks };
}

const without = (set: ReadonlySet<string>, refs: Iterable<string>): Set<string> => {
  const next = new Set(set);
  for (const r of refs) next.delete(r);
  return next;
};

/** Refs of the answers that `next` no longer holds but `prev` did. */
function removedRefs(prev: Answers, next: Answers): string[] {
  const refs: string[] = [];
  for (const [blockId, block] of Object.entries(prev)) {
    if (next[blockId] === block) continue;
    for (const questionId of Object.keys(block))
      if (!(questionId in (next[blockId] ?? {}))) refs.push(ref(blockId, questionId));
  }
  return refs;
}

/** Pre-qualifying clearing (questionnaire-and-forms.md §4): a changed answer clears every later question and block. */
function clearLater(
  state: QuestionnaireState,
  answers: Answers,
  blockId: string,
  changed: string[],
): { answers: Answers; cleared: string[] } {
  const block = state.definition.blocks.find((b) => b.id === blockId);
  const order = block?.questions.map((q) => q.id) ?? [];
  const first = order.find((id) => changed.includes(id));
  const later = laterRefs(state.definition, blockId, first);
  // Answers given in the same action stay, even when they come after the first changed one.
  const refs = later.refs.filter((r) => !changed.some((id) => r === ref(blockId, id)));
  const { blocks } = later;
  const next: Answers = { ...answers };
  const own = { ...next[blockId] };
  for (const r of refs) if (r.startsWith(`${blockId}.`)) delete own[r.slice(blockId.length + 1)];
  next[blockId] = own;
  for (const id of blocks) if (id in next) next[id] = {};
  return { answers: next, cleared: refs };
}

function setBlock(state: QuestionnaireState, blockId: string, blockAnswers: BlockAnswers): QuestionnaireState {
  const previous = state.answers[blockId] ?? {};
  const keys = new Set([...Object.keys(previous), ...Object.keys(blockAnswers)]);
  const changed = [...keys].filter((key) => !sameAnswer(previous[key], blockAnswers[key]));
  if (changed.length === 0) return state;
  let answers = changeBlockAnswers(state.definition, state.answers, blockId, blockAnswers, state.options);
  let cleared: string[];
  let evaluation: FormEvaluation;
  if (state.kind === QuestionnaireKind.PreQualifying) {
    ({ answers, cleared } = clearLater(state, answers, blockId, changed));
    evaluation = evaluateForm(state.definition, answers, state.options);
  } else {
    const before = answers;
    ({ answers, evaluation } = settleHidden(state.definition, answers, state.options));
    cleared = removedRefs(before, answers);
  }
  const touched = changed.map((id) => ref(blockId, id));
  const edited = new Set([...without(state.edited, cleared), ...touched]);
  return derived(
    state,
    { ...state, answers, dirty: true, edited, forceEdited: without(state.forceEdited, cleared) },
    evaluation,
  );
}

/**
 * Force-edit (questionnaire-and-forms.md §4, submit attempt): every invalid visible question is marked force-edited (its
 * errors show), and one without an answer gets an empty answer.
 */
function forceEditAll(state: QuestionnaireState): QuestionnaireState {
  const forced = new Set(state.forceEdited);
  const answers: Answers = { ...state.answers };
  for (const [blockId, block] of Object.entries(state.evaluation.blocks)) {
    if (!block.visible) continue;
    for (const [questionId, question] of Object.entries(block.questions)) {
      if (!question.visible || question.valid !== false) continue;
      forced.add(ref(blockId, questionId));
      if (answers[blockId]?.[questionId] === undefined) answers[blockId] = { ...answers[blockId], [questionId]: '' };
    }
  }
  return derive({ ...state, answers, forceEdited: forced });
}

/** The questionnaire reducer: pure, one action at a time (questionnaire-and-forms.md §4). */
export function questionnaireReducer(state: QuestionnaireState, action: QuestionnaireAction): QuestionnaireState {
  switch (action.type) {
    case 'initialise':
      return initialiseQuestionnaire(action.kind, action.definition, action.answers, action.options);
    case 'markClean':
      return { ...state, dirty: false };
    case 'reset':
      return derive({
        ...state,
        answers: state.initialAnswers,
        dirty: false,
        edited: new Set(),
        forceEdited: new Set(),
      });
    case 'setBlockAnswers':
      return setBlock(state, action.blockId, action.answers);
    case 'setAnswer':
      return setBlock(state, action.blockId, { ...state.answers[action.blockId], [action.questionId]: action.value });
    case 'forceEditAll':
      return forceEditAll(state);
    case 'clearForceEdit':
      return derive({ ...state, forceEdited: new Set() });
  }
}
