import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSettledAnswers, SettledAnswersContext, useBlockAnswers, type SettledAnswers } from './settled-answers';

afterEach(cleanup);

const renders: Record<string, number> = {};
function Block({ id }: { id: string }) {
  const answers = useBlockAnswers(id);
  renders[id] = (renders[id] ?? 0) + 1;
  return <p>{`${id}: ${JSON.stringify(answers)}`}</p>;
}

function Form({ settled }: { settled: SettledAnswers }) {
  return (
    <SettledAnswersContext.Provider value={settled}>
      <Block id="a" />
      <Block id="b" />
      <Block id="missing" />
    </SettledAnswersContext.Provider>
  );
}

describe('settled answers, read block by block (ADR 113)', () => {
  it('re-renders the block whose answers changed, and no other', () => {
    const settled = createSettledAnswers({ a: { name: 'A' }, b: { city: 'Oslo' } });
    render(<Form settled={settled} />);
    expect(screen.getByText('a: {"name":"A"}')).toBeTruthy();
    expect(screen.getByText('missing: {}')).toBeTruthy();
    const before = { ...renders };
    act(() => settled.set({ ...settled.get(), a: { name: 'Ab' } }));
    expect(screen.getByText('a: {"name":"Ab"}')).toBeTruthy();
    expect(renders.a).toBe((before.a ?? 0) + 1);
    expect(renders.b).toBe(before.b);
    expect(renders.missing).toBe(before.missing);
  });

  it('tells nobody when the answers set are the answers it holds', () => {
    const settled = createSettledAnswers({ a: {} });
    let told = 0;
    settled.subscribe(() => (told += 1));
    settled.set(settled.get());
    expect(told).toBe(0);
    settled.set({ a: { name: 'x' } });
    expect(told).toBe(1);
    expect(settled.get()).toEqual({ a: { name: 'x' } });
  });
});
