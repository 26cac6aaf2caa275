import { finderResult } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { CH4_STATUSES } from '../src/blocks/entityType';
import { CH4_STATUS_FINDER } from '../src/blocks/statusFinder';
import { loadDefinition } from '../src/index';

/** Every answer path of the finder, as the picks that reach its end. */
function paths(picks: Record<string, string> = {}): Record<string, string>[] {
  const result = finderResult(CH4_STATUS_FINDER, picks, CH4_STATUSES);
  if (result.done) return [picks];
  const next = result.steps[result.steps.length - 1]!;
  return next.answers.flatMap((answer) => paths({ ...picks, [next.id]: answer.value }));
}

describe('the chapter 4 status finder', () => {
  it('reaches every W-8BEN-E status, and every path ends with at least one', () => {
    const ends = paths().map((picks) => finderResult(CH4_STATUS_FINDER, picks, CH4_STATUSES).candidates ?? []);
    for (const candidates of ends) expect(candidates.length).toBeGreaterThan(0);
    expect(new Set(ends.flat())).toEqual(new Set(CH4_STATUSES));
  });

  it('keeps only statuses of the list: no answer names a status the forms do not have', () => {
    const all = CH4_STATUS_FINDER.steps.flatMap((step) => step.answers.flatMap((answer) => answer.keeps));
    expect(all.filter((status) => !(CH4_STATUSES as readonly string[]).includes(status))).toEqual([]);
  });

  it('is offered on the W-8BEN-E and the W-8IMY, with a plain explanation of every status', async () => {
    for (const type of ['w8bene_2021', 'w8bene_2017', 'w8imy_2021'] as const) {
      const question = (await loadDefinition(type))!.blocks
        .flatMap((block) => block.questions)
        .find((q) => q.id === 'ch4Status')!;
      expect(question.props?.finder, type).toBe(CH4_STATUS_FINDER);
      expect(question.props?.options?.filter((option) => !option.hint)).toEqual([]);
    }
  });
});
