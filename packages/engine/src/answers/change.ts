import type { AnswerValue, Answers, BlockAnswers, EvalContext } from '../types/answers';
import type { BlockDef, FormDefinition, QuestionDef } from '../types/definition';
import type { EvaluateOptions } from '../types/evaluation';
import { blockContext, itemContext, resolve } from '../evaluation/context';
import { cloneAnswer } from './clone';
import { sameAnswer } from './equal';
import { isBlank } from './isBlank';

const isRecord = (value: AnswerValue): value is BlockAnswers =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The effects of the questions whose answers differ between `before` and `after` (same block or
 * item): `clearsOnChange` removes answers, `resetsOnChange` puts values back. Repeater items are
 * compared item by item, so an effect inside an item stays inside it.
 */
export function applyEffects(questions: QuestionDef[], before: BlockAnswers, after: BlockAnswers): BlockAnswers {
  const next: BlockAnswers = { ...after };
  for (const question of questions) {
    const was = before[question.id];
    const now = next[question.id];
    if (sameAnswer(was, now)) continue;
    for (const id of question.clearsOnChange ?? []) delete next[id];
    for (const [id, value] of Object.entries(question.resetsOnChange ?? {})) next[id] = cloneAnswer(value);
    if (question.items && Array.isArray(now)) {
      const oldItems = Array.isArray(was) ? was : [];
      next[question.id] = now.map((item, i) => {
        const old = oldItems[i];
        return isRecord(item) ? applyEffects(question.items?.questions ?? [], isRecord(old) ? old : {}, item) : item;
      });
    }
  }
  return next;
}

/** Fills questions whose available options are exactly one (questionnaire-and-forms.md §4: a single option is preselected). */
function selectSingles(questions: QuestionDef[], ctx: EvalContext): { answers: BlockAnswers; changed: boolean } {
  let answers = ctx.block;
  let changed = false;
  for (const question of questions) {
    // Only questions that can select an option or hold items are looked at (their visibility is a rule to run).
    if (!question.selectSingleOption && !question.items) continue;
    // The block's context as given while nothing was selected in it (most evaluations select nothing).
    const current: EvalContext = answers === ctx.block ? ctx : { ...ctx, block: answers };
    if (!resolve(question.visible, true, current)) continue;
    if (question.selectSingleOption && isBlank(answers[question.id])) {
      const options = question.availableOptions?.(current);
      if (options?.length === 1 && options[0] !== undefined) {
        answers = { ...answers, [question.id]: options[0] };
        changed = true;
      }
    }
    const value = answers[question.id];
    if (question.items && Array.isArray(value) && canSelect(question.items.questions)) {
      let itemsChanged = false;
      const items = value.map((item) => {
        if (!isRecord(item)) return item;
        const result = selectSingles(question.items?.questions ?? [], itemContext({ ...ctx, block: answers }, item));
        if (result.changed) itemsChanged = true;
        return result.answers;
      });
      if (itemsChanged) {
        answers = { ...answers, [question.id]: items };
        changed = true;
      }
    }
  }
  return { answers, changed };
}

/**
 * Whether any of these questions (a block's, or a repeater item's) can select an option or holds items (what
 * `selectSingles` looks at), kept per list of questions: asked for every block and item on every keystroke.
 */
const selecting = new WeakMap<readonly QuestionDef[], boolean>();
function canSelect(questions: readonly QuestionDef[]): boolean {
  let can = selecting.get(questions);
  if (can === undefined) {
    can = questions.some((question) => question.selectSingleOption === true || question.items !== undefined);
    selecting.set(questions, can);
  }
  return can;
}

/** Answers with every single available option selected, in every block. */
export function selectSingleOptions(def: FormDefinition, answers: Answers, opts?: EvaluateOptions): Answers {
  let next = answers;
  // An index loop: this runs on every keystroke, and a for…of the browser has not optimised yet allocates a step
  // object for each block (ADR 115).
  for (let i = 0; i < def.blocks.length; i += 1) {
    const block = def.blocks[i] as BlockDef;
    // Runs on every keystroke: a block with nothing to select is not given a context.
    if (!canSelect(block.questions)) continue;
    const ctx = blockContext(next, block.id, opts?.today ?? new Date(), opts?.reference ?? {});
    const result = selectSingles(block.questions, ctx);
    if (result.changed) next = { ...next, [block.id]: result.answers };
  }
  return next;
}

/**
 * New answers after one block's answers change: the change itself, the effects of the changed
 * questions (clears, resets), then single options selected. Hidden answers are not cleared here
 * (see `clearHidden`). The input is not modified.
 */
export function changeBlockAnswers(
  def: FormDefinition,
  answers: Answers,
  blockId: string,
  blockAnswers: BlockAnswers,
  opts?: EvaluateOptions,
): Answers {
  const block = def.blocks.find((b) => b.id === blockId);
  const before = answers[blockId] ?? {};
  const after = block ? applyEffects(block.questions, before, blockAnswers) : { ...blockAnswers };
  return selectSingleOptions(def, { ...answers, [blockId]: after }, opts);
}

/** New answers after one question's answer changes (see `changeBlockAnswers`). */
export function changeAnswer(
  def: FormDefinition,
  answers: Answers,
  blockId: string,
  questionId: string,
  value: AnswerValue,
  opts?: EvaluateOptions,
): Answers {
  return changeBlockAnswers(def, answers, blockId, { ...answers[blockId], [questionId]: value }, opts);
}
