import { describe, expect, it } from 'vitest';
import { finderResult, type OptionFinder } from '../src/index';

const finder: OptionFinder = {
  title: 't',
  steps: [
    {
      id: 'fi',
      question: 'q.fi',
      answers: [
        { value: 'yes', label: 'a.yes', keeps: ['Participating', 'Nonparticipating', 'Sponsored'] },
        { value: 'no', label: 'a.no', keeps: ['Active', 'Passive', 'Traded'] },
        { value: 'gov', label: 'a.gov', keeps: ['Government'], final: true },
      ],
    },
    {
      id: 'giin',
      question: 'q.giin',
      when: { fi: 'yes' },
      answers: [
        { value: 'own', label: 'a.own', keeps: ['Participating'] },
        { value: 'none', label: 'a.none', keeps: ['Nonparticipating'] },
      ],
    },
    {
      id: 'passive',
      question: 'q.passive',
      when: { fi: 'no' },
      answers: [
        { value: 'no', label: 'a.active', keeps: ['Active'] },
        { value: 'yes', label: 'a.passive', keeps: ['Passive'] },
      ],
    },
    { id: 'never', question: 'q.never', when: { fi: 'gov' }, answers: [] },
  ],
};
const offered = ['Participating', 'Nonparticipating', 'Sponsored', 'Active', 'Passive', 'Traded', 'Government'];

describe('finderResult', () => {
  it('asks the first step and has no candidates before an answer', () => {
    const result = finderResult(finder, {}, offered);
    expect(result.steps.map((s) => s.id)).toEqual(['fi']);
    expect(result.candidates).toBeNull();
    expect(result.done).toBe(false);
  });

  it('asks only the steps whose conditions hold, narrowing with each answer', () => {
    const half = finderResult(finder, { fi: 'no' }, offered);
    expect(half.steps.map((s) => s.id)).toEqual(['fi', 'passive']);
    expect(half.candidates).toEqual(['Active', 'Passive', 'Traded']);
    const whole = finderResult(finder, { fi: 'no', passive: 'no', giin: 'own' }, offered);
    expect(whole.steps.map((s) => s.id)).toEqual(['fi', 'passive']);
    expect(whole.candidates).toEqual(['Active']);
    expect(whole.done).toBe(true);
  });

  it('keeps only options the question offers, in its order', () => {
    const result = finderResult(finder, { fi: 'yes' }, ['Sponsored', 'Participating', 'Active']);
    expect(result.candidates).toEqual(['Sponsored', 'Participating']);
  });

  it('ends at a final answer, and treats an unknown answer as none', () => {
    const final = finderResult(finder, { fi: 'gov' }, offered);
    expect(final.steps.map((s) => s.id)).toEqual(['fi']);
    expect(final.candidates).toEqual(['Government']);
    expect(final.done).toBe(true);
    const unknown = finderResult(finder, { fi: 'maybe' }, offered);
    expect(unknown.candidates).toBeNull();
    expect(unknown.done).toBe(false);
  });
});
