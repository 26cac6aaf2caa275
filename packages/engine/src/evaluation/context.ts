import type { Answers, EvalContext } from '../types/answers';
import type { Dynamic } from '../types/definition';

/** The context for the questions of one block (or the block's own visibility). */
export function blockContext(answers: Answers, blockId: string, today: Date): EvalContext {
  return { answers, block: answers[blockId] ?? {}, today };
}

/** The value of a fixed-or-computed part of a definition. */
export function resolve<T>(dynamic: Dynamic<T> | undefined, fallback: T, ctx: EvalContext): T {
  if (dynamic === undefined) return fallback;
  return typeof dynamic === 'function' ? (dynamic as (ctx: EvalContext) => T)(ctx) : dynamic;
}
