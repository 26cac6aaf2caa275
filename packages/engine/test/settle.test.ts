import { describe, expect, it } from 'vitest';
import { evaluateForm, settleChange, settleHidden } from '../src/index';
import { block, form, text, today } from './support';

/** A form whose "probe" question counts how often the form is evaluated (each evaluation asks its visibility once). */
function counted() {
  const calls = { n: 0 };
  const def = form(
    block('main', [
      text('kind'),
      text('sub', { visible: (ctx) => ctx.block.kind === 'llc' }),
      text('probe', {
        visible: () => {
          calls.n += 1;
          return true;
        },
      }),
    ]),
  );
  return { def, calls };
}

describe('settleChange', () => {
  it('evaluates the form once for a change that hides nothing, and returns that evaluation', () => {
    const { def, calls } = counted();
    const settled = settleChange(def, { main: { kind: 'llc' } }, 'main', { kind: 'llc', sub: 'S' }, { today });
    expect(calls.n).toBe(1);
    expect(settled.answers).toEqual({ main: { kind: 'llc', sub: 'S' } });
    expect(settled.evaluation).toEqual(evaluateForm(def, settled.answers, { today }));
  });

  it('clears what the change hides and evaluates the cleared answers (one more pass per clearing round)', () => {
    const { def, calls } = counted();
    const settled = settleChange(
      def,
      { main: { kind: 'llc', sub: 'S' } },
      'main',
      { kind: 'corp', sub: 'S' },
      { today },
    );
    expect(settled.answers).toEqual({ main: { kind: 'corp' } });
    expect(settled.evaluation.blocks.main?.questions.sub?.visible).toBe(false);
    expect(calls.n).toBe(2);
  });
});

describe('settleHidden', () => {
  it('gives the same answers as clearHidden with the evaluation of those answers', () => {
    const { def } = counted();
    const settled = settleHidden(def, { main: { kind: 'corp', sub: 'S' } }, { today });
    expect(settled.answers).toEqual({ main: { kind: 'corp' } });
    expect(settled.evaluation.valid).toBe(evaluateForm(def, settled.answers, { today }).valid);
  });
});

describe('a repeater shown again', () => {
  const def = form(block('kind', [text('type')]), {
    id: 'people',
    title: 'people',
    visible: (ctx) => ctx.answers.kind?.type === 'passive',
    questions: [
      {
        id: 'people',
        label: 'people',
        widget: 'repeater',
        props: { min: 1, max: 2 },
        items: { itemTitle: 'person', questions: [text('name')] },
      },
    ],
  });

  it('starts with its min items when its block becomes visible, and keeps what is typed in them', () => {
    const hidden = settleChange(def, { kind: {}, people: {} }, 'kind', { type: 'active' }, { today }).answers;
    expect(hidden.people).toEqual({});
    const shown = settleChange(def, hidden, 'kind', { type: 'passive' }, { today });
    expect(shown.answers.people).toEqual({ people: [{}] });
    expect(shown.evaluation.blocks.people?.questions.people?.items).toHaveLength(1);
    const typed = settleChange(def, shown.answers, 'people', { people: [{ name: 'Marie' }] }, { today }).answers;
    expect(typed.people).toEqual({ people: [{ name: 'Marie' }] });
    expect(
      settleHidden(def, { kind: { type: 'active' }, people: { people: [{ name: 'Marie' }] } }, { today }).answers
        .people,
    ).toEqual({});
  });
});
