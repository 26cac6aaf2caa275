import type { BlockDef, FormEvaluation } from '@taxcert/engine';
import { startTransition, useEffect, useState } from 'react';

/**
 * How many visible questions the first render of a form shows: more than fill a phone's or a desktop's first
 * screen (a question is 40 px tall at the least), so that what is added after it is below the fold and
 * nothing in view moves (CLS).
 */
export const FIRST_QUESTIONS = 24;

/**
 * The blocks of the form's first render, in order: the visible blocks until their visible questions reach
 * FIRST_QUESTIONS (the block that reaches it included). The others come in the render that follows
 * (useAllBlocks).
 */
export function firstBlocks(
  blocks: readonly BlockDef[],
  evaluation: FormEvaluation,
  budget = FIRST_QUESTIONS,
): ReadonlySet<string> {
  const first = new Set<string>();
  let questions = 0;
  for (const block of blocks) {
    if (questions >= budget) break;
    const state = evaluation.blocks[block.id];
    if (!state?.visible) continue;
    first.add(block.id);
    questions += block.questions.filter((question) => state.questions[question.id]?.visible).length;
  }
  return first;
}

/**
 * False in a form's first render, true from the next: the largest forms (W-8IMY, 100 questions) first render
 * the blocks in view (firstBlocks), so their first screen is painted sooner (Lighthouse LCP on a
 * phone), and the rest in a transition at once after, which yields to the browser while it renders. Nothing is
 * taken away: every block is in the page in the very next render (a few hundred milliseconds later on a slow
 * phone), below what the first one shows.
 */
export function useAllBlocks(): boolean {
  // Kept by FormRenderer, above the layouts: a change of layout is not a first render.
  const [all, setAll] = useState(false);
  useEffect(() => {
    startTransition(() => setAll(true));
  }, []);
  return all;
}
