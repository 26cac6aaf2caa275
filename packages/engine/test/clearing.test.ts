import { describe, expect, it } from 'vitest';
import { clearHidden } from '../src/index';
import { block, form, text, today } from './support';

const def = form(
  block('main', [
    text('kind'),
    text('sub', { visible: (ctx) => ctx.block.kind === 'llc' }),
    text('subDetail', { visible: (ctx) => ctx.block.kind === 'llc' || ctx.block.sub === 'P' }),
  ]),
  block('extra', [text('note')], { visible: (ctx) => ctx.answers.main?.kind !== 'individual' }),
  block('chained', [text('x')], { visible: (ctx) => ctx.answers.extra?.note !== undefined }),
);

describe('clearHidden', () => {
  it('removes answers of hidden questions', () => {
    const answers = { main: { kind: 'corp', sub: 'C' } };
    expect(clearHidden(def, answers, { today })).toEqual({ main: { kind: 'corp' } });
  });

  it('empties hidden blocks', () => {
    const answers = { main: { kind: 'individual' }, extra: { note: 'n' } };
    expect(clearHidden(def, answers, { today }).extra).toEqual({});
  });

  it('repeats until stable when clearing hides more questions', () => {
    // subDetail stays visible through sub === 'P' until sub itself is cleared.
    const answers = { main: { kind: 'corp', sub: 'P', subDetail: 'd' } };
    expect(clearHidden(def, answers, { today }).main).toEqual({ kind: 'corp' });
  });

  it('repeats until stable across blocks', () => {
    // Emptying "extra" hides "chained", which must then be emptied too.
    const answers = { main: { kind: 'individual' }, extra: { note: 'n' }, chained: { x: '1' } };
    expect(clearHidden(def, answers, { today })).toEqual({ main: { kind: 'individual' }, extra: {}, chained: {} });
  });

  it('keeps visible answers, blocks without answers and unknown blocks', () => {
    const answers = { main: { kind: 'llc', sub: 'S', subDetail: 'd' }, extra: { note: 'n' }, other: { a: 1 } };
    expect(clearHidden(def, answers, { today })).toEqual(answers);
    expect(clearHidden(def, {}, { today })).toEqual({});
  });

  it('returns new answers and leaves the input untouched', () => {
    const answers = { main: { kind: 'corp', sub: 'C' } };
    const result = clearHidden(def, answers);
    expect(result).not.toBe(answers);
    expect(result.main).not.toBe(answers.main);
    expect(answers).toEqual({ main: { kind: 'corp', sub: 'C' } });
  });
});
