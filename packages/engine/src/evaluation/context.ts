import type { Answers, BlockAnswers, EvalContext, ReferenceData } from '../types/answers';
import type { Dynamic } from '../types/definition';

const noReference: ReferenceData = {};

/** The context for the questions of one block (or the block's own visibility). */
export function blockContext(
  answers: Answers,
  blockId: string,
  today: Date,
  reference: ReferenceData = noReference,
): EvalContext {
  return { answers, block: answers[blockId] ?? {}, today, reference };
}

/** The context for the questions of one repeater item. */
export function itemContext(parent: EvalContext, item: BlockAnswers): EvalContext {
  return {
    answers: parent.answers,
    block: item,
    parent: parent.block,
    today: parent.today,
    reference: parent.reference,
  };
}

/** The value of a fixed-or-computed part of a definition. */
export function resolve<T>(dynamic: Dynamic<T> | undefined, fallback: T, ctx: EvalContext): T {
  if (dynamic === undefined) return fallback;
  return typeof dynamic === 'function' ? (dynamic as (ctx: EvalContext) => T)(ctx) : dynamic;
}
