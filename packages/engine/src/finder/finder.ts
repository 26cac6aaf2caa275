import type { FinderStep, OptionFinder } from '../types/definition';

/** Where a customer stands in an {@link OptionFinder}: the steps to show, and the options their answers leave. */
export interface FinderResult {
  /** The steps asked, in order: each answered one, then the next to answer (if any). */
  steps: readonly FinderStep[];
  /** The options every answer keeps, of those the question offers, in the question's order; null before any answer. */
  candidates: readonly string[] | null;
  /** True when no step is left to ask. */
  done: boolean;
}

const applies = (step: FinderStep, picks: Readonly<Record<string, string>>): boolean =>
  Object.entries(step.when ?? {}).every(([id, value]) => picks[id] === value);

/**
 * The finder's state for the answers given so far (`picks`: step id → answer value) and the options the question
 * offers (`offered`, in its order — the engine's available options). Steps are asked in the finder's order, each
 * only when its `when` holds; an answer not among a step's answers counts as no answer. The candidates are the
 * offered options that every given answer keeps.
 */
export function finderResult(
  finder: OptionFinder,
  picks: Readonly<Record<string, string>>,
  offered: readonly string[],
): FinderResult {
  const steps: FinderStep[] = [];
  let candidates: string[] | null = null;
  for (const step of finder.steps) {
    if (!applies(step, picks)) continue;
    steps.push(step);
    const answer = step.answers.find((a) => a.value === picks[step.id]);
    if (!answer) return { steps, candidates, done: false };
    const keeps = new Set(answer.keeps);
    candidates = (candidates ?? [...offered]).filter((option) => keeps.has(option));
    if (answer.final) return { steps, candidates, done: true };
  }
  return { steps, candidates, done: true };
}
