import { describe, expect, it } from 'vitest';
import {
  createEvaluationMemo,
  evaluateForm,
  settleChange,
  type Answers,
  type CheckDef,
  type ReferenceData,
} from '../src/index';
import { block, form, text, today } from './support';

/** `other` reads `main`'s answer; `far` reads nothing outside itself; `dated` reads today. */
const def = form(
  block('main', [text('name', { rules: [{ kind: 'required', message: 'm.name' }] })]),
  block('other', [text('note', { visible: (ctx) => ctx.answers.main?.name !== 'hide' })]),
  block('far', [text('x', { rules: [{ kind: 'maxLength', max: 3, message: 'm.x' }] })]),
  block('dated', [text('d', { visible: (ctx) => ctx.today.getUTCDate() === 15 })]),
  block('listing', [text('y', { visible: (ctx) => Object.keys(ctx.answers).length > 0 })]),
  block('locks', [text('a'), text('b')]),
);
const start: Answers = { main: { name: 'Ada' }, other: {}, far: { x: 'abcd' }, dated: {}, listing: {}, locks: {} };

describe('an evaluation memo (ADR 112)', () => {
  it('gives the same evaluation as without it, and unchanged blocks keep their state objects', () => {
    const memo = createEvaluationMemo();
    const first = evaluateForm(def, start, { today, memo });
    expect(first).toEqual(evaluateForm(def, start, { today }));
    const changed: Answers = { ...start, far: { x: 'ab' } };
    const second = evaluateForm(def, changed, { today, memo });
    expect(second).toEqual(evaluateForm(def, changed, { today }));
    expect(second.failures).toEqual([]);
    expect(second.blocks.main).toBe(first.blocks.main);
    expect(second.blocks.other).toBe(first.blocks.other);
    expect(second.blocks.far).not.toBe(first.blocks.far);
  });

  it('evaluates again a block that read a block whose answers changed', () => {
    const memo = createEvaluationMemo();
    const first = evaluateForm(def, start, { today, memo });
    const second = evaluateForm(def, { ...start, main: { name: 'hide' } }, { today, memo });
    expect(first.blocks.other?.questions.note?.visible).toBe(true);
    expect(second.blocks.other?.questions.note?.visible).toBe(false);
    expect(second.blocks.far).toBe(first.blocks.far);
  });

  it('evaluates again on another calendar day, other reference data or other locks, not at another hour', () => {
    const memo = createEvaluationMemo();
    const reference: ReferenceData = { validCh3Ch4Combinations: [] };
    const first = evaluateForm(def, start, { today, memo });
    const later = evaluateForm(def, start, { today: new Date('2024-06-15T20:00:00Z'), memo });
    expect(later.blocks.dated).toBe(first.blocks.dated);
    const nextDay = evaluateForm(def, start, { today: new Date('2024-06-16T12:00:00Z'), memo });
    expect(nextDay.blocks.dated?.questions.d?.visible).toBe(false);
    const withReference = evaluateForm(def, start, { today, memo, reference });
    expect(withReference.blocks.far).not.toBe(nextDay.blocks.far);
    const locked = evaluateForm(def, start, { today, memo, reference, locked: ['locks.a'] });
    expect(locked.blocks.locks?.questions.a?.disabled).toBe(true);
    expect(locked.blocks.far).toBe(withReference.blocks.far);
    const otherLock = evaluateForm(def, start, { today, memo, reference, locked: ['locks.b'] });
    expect(otherLock.blocks.locks?.questions.a?.disabled).toBe(false);
    expect(otherLock.blocks.locks?.questions.b?.disabled).toBe(true);
  });

  it('never keeps a block whose evaluation listed the blocks', () => {
    const memo = createEvaluationMemo();
    const first = evaluateForm(def, start, { today, memo });
    const second = evaluateForm(def, start, { today, memo });
    expect(second.blocks.listing).not.toBe(first.blocks.listing);
    expect(second.blocks.listing).toEqual(first.blocks.listing);
  });

  it('never keeps a block a check names: the check marks its state, and a check no longer raised leaves it valid', () => {
    const check: CheckDef = {
      id: 'NOT-BOB',
      severity: 'rejection',
      field: 'main.name',
      message: 'm.bob',
      raised: (answers) => answers.far?.x === 'bob',
    };
    const checked = { ...def, checks: [check] };
    const memo = createEvaluationMemo();
    const raised = evaluateForm(checked, { ...start, far: { x: 'bob' } }, { today, memo });
    expect(raised.blocks.main?.questions.name?.errors).toEqual(['m.bob']);
    const cleared = evaluateForm(checked, { ...start, far: { x: 'ok' } }, { today, memo });
    expect(cleared.blocks.main?.valid).toBe(true);
    expect(cleared.blocks.main?.questions.name?.errors).toEqual([]);
    expect(cleared.valid).toBe(true);
  });

  it('settles a change through the memo as without it', () => {
    const memo = createEvaluationMemo();
    evaluateForm(def, start, { today, memo });
    const kept = settleChange(def, start, 'main', { name: 'hide' }, { today, memo });
    const fresh = settleChange(def, start, 'main', { name: 'hide' }, { today });
    expect(kept).toEqual(fresh);
  });
});
