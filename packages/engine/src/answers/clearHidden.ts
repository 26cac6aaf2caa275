import type { AnswerValue, Answers, BlockAnswers } from '../types/answers';
import type { BlockDef, QuestionDef, FormDefinition } from '../types/definition';
import type { EvaluateOptions, FormEvaluation, QuestionState } from '../types/evaluation';
import { evaluateForm } from '../evaluation/form';
import { initialItems } from '../repeaters/items';

/** Item answers without their hidden questions (recursively), or the same array when nothing changed. */
function clearItems(question: QuestionDef, value: AnswerValue, state: QuestionState | undefined): AnswerValue {
  if (!question.items || !Array.isArray(value) || !state?.items) return value;
  // A loop that copies the list only at its first changed item: the usual keystroke changes no item.
  let next: typeof value | undefined;
  for (let index = 0; index < value.length; index += 1) {
    const item = value[index];
    const itemState = state.items[index];
    if (!itemState || item === null || typeof item !== 'object' || Array.isArray(item)) continue;
    const cleared = clearQuestions(question.items.questions, item, itemState.questions);
    if (cleared === item) continue;
    next ??= [...value];
    next[index] = cleared;
  }
  return next ?? value;
}

/**
 * Answers of one block (or item) without hidden questions: the same object when nothing is cleared, so that an
 * unchanged block keeps its identity from one keystroke to the next (the editor re-renders by identity). Runs over
 * every block on every keystroke: it allocates only what it changes.
 */
function clearQuestions(
  questions: QuestionDef[],
  answers: BlockAnswers,
  states: Record<string, QuestionState>,
): BlockAnswers {
  let kept: BlockAnswers | undefined;
  // Index loops in the keystroke's path (here and below): a for…of the browser has not optimised yet allocates a step
  // object for each question of the form (ADR 115).
  for (let i = 0; i < questions.length; i += 1) {
    const question = questions[i] as QuestionDef;
    if (!(question.id in answers)) continue;
    const state = states[question.id];
    if (state?.visible === false) {
      kept ??= { ...answers };
      delete kept[question.id];
      continue;
    }
    const value = answers[question.id];
    const items = clearItems(question, value, state);
    if (items !== value) {
      kept ??= { ...answers };
      kept[question.id] = items;
    }
  }
  return kept ?? answers;
}

/** One pass: a copy of the answers without hidden questions, and hidden blocks emptied. */
function clearOnce(
  def: FormDefinition,
  answers: Answers,
  evaluation: FormEvaluation,
): { answers: Answers; changed: boolean } {
  const next: Answers = { ...answers };
  let changed = false;
  for (let i = 0; i < def.blocks.length; i += 1) {
    const block = def.blocks[i] as BlockDef;
    const state = evaluation.blocks[block.id];
    const current = answers[block.id];
    if (!state || !current) continue;
    if (!state.visible) {
      if (Object.keys(current).length > 0) {
        changed = true;
        next[block.id] = {};
      }
      continue;
    }
    const filled = withMinItems(
      block.questions,
      clearQuestions(block.questions, current, state.questions),
      state.questions,
    );
    if (filled !== current) changed = true;
    next[block.id] = filled;
  }
  return { answers: next, changed };
}

/**
 * A visible repeater with no answer starts with its `min` new items, as in `defaultAnswers`: a block or question
 * that was hidden (its answers cleared) and shows again offers its first item, e.g. a controlling person once
 * the entity type asks for them. The same object when nothing is added.
 */
function withMinItems(
  questions: QuestionDef[],
  answers: BlockAnswers,
  states: Record<string, QuestionState>,
): BlockAnswers {
  // A loop, not a filter: it runs over every block on every keystroke, and almost always adds nothing.
  let filled: BlockAnswers | undefined;
  for (let i = 0; i < questions.length; i += 1) {
    const q = questions[i] as QuestionDef;
    if (q.widget !== 'repeater' || !q.items || (q.props?.min ?? 0) <= 0) continue;
    if (q.id in answers || states[q.id]?.visible !== true) continue;
    filled ??= { ...answers };
    filled[q.id] = initialItems(q);
  }
  return filled ?? answers;
}

/**
 * New answers in which hidden questions (also inside repeater items) are removed and hidden blocks
 * are emptied (`{}`), and a visible repeater without an answer gets its `min` new items, repeated until stable (clearing one answer can hide another question), with the
 * evaluation of those final answers — the last pass's, so nothing is evaluated twice. The input is not
 * modified. Blocks without answers stay absent; blocks and keys the definition does not know are kept.
 */
export function settleHidden(
  def: FormDefinition,
  answers: Answers,
  opts?: EvaluateOptions,
): { answers: Answers; evaluation: FormEvaluation } {
  const options = { ...opts, today: opts?.today ?? new Date() };
  let current: Answers = { ...answers };
  // Each pass that changes anything removes at least one key or gives a visible repeater without an answer its
  // items (which it then keeps), so this terminates.
  for (;;) {
    const evaluation = evaluateForm(def, current, options);
    const { answers: next, changed } = clearOnce(def, current, evaluation);
    if (!changed) return { answers: next, evaluation };
    current = next;
  }
}

/** The answers without hidden questions and with hidden blocks emptied (see {@link settleHidden}). */
export function clearHidden(def: FormDefinition, answers: Answers, opts?: EvaluateOptions): Answers {
  return settleHidden(def, answers, opts).answers;
}
