/** The benches' summaries of their samples, one way each. */

/** The value at the p-th percentile of values sorted ascending (nearest rank, the higher one at a tie). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The median of values in any order (the higher middle one of an even count). */
export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
