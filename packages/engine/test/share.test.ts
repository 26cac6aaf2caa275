import { describe, expect, it } from 'vitest';
import {
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  settleChange,
  shareUnchanged,
} from '../src/index';
import { block, form, text, today } from './support';

/** Two blocks: typing into `a` changes nothing in `b` unless `a.kind` hides or shows `b.extra`. */
const def = form(
  block('a', [text('kind'), text('name', { rules: [{ kind: 'maxLength', max: 3, message: 'm.long' }] })]),
  block('b', [text('city'), text('extra', { visible: (ctx) => ctx.answers.a?.kind === 'llc' })]),
);
const options = { today };

describe('shareUnchanged', () => {
  it('keeps the objects of every state a keystroke did not change, and gives new ones where it did', () => {
    const before = evaluateForm(def, { a: { name: 'Al' }, b: { city: 'X' } }, options);
    const after = shareUnchanged(before, evaluateForm(def, { a: { name: 'Alan' }, b: { city: 'X' } }, options));
    expect(after.blocks.b).toBe(before.blocks.b);
    expect(after.blocks.a?.questions.kind).toBe(before.blocks.a?.questions.kind);
    expect(after.blocks.a?.questions.name).not.toBe(before.blocks.a?.questions.name);
    expect(after.blocks.a?.questions.name?.errors).toEqual(['m.long']);
    expect(after.valid).toBe(false);
  });

  it('gives the previous evaluation itself when nothing it shows changed', () => {
    const before = evaluateForm(def, { a: { name: 'Al' } }, options);
    expect(shareUnchanged(before, evaluateForm(def, { a: { name: 'Bo' } }, options))).toBe(before);
  });

  it("gives a new block state when another block's answer shows one of its questions", () => {
    const before = evaluateForm(def, { a: {}, b: {} }, options);
    const after = shareUnchanged(before, evaluateForm(def, { a: { kind: 'llc' }, b: {} }, options));
    expect(after.blocks.b).not.toBe(before.blocks.b);
    expect(after.blocks.b?.questions.extra?.visible).toBe(true);
    expect(after.blocks.b?.questions.city).toBe(before.blocks.b?.questions.city);
  });
});

describe('shareUnchanged over records', () => {
  const three = form(block('a', [text('x')]), block('b', [text('y')]), block('c', [text('z')]));

  it('keeps the states before and after the one that changed, in the order of the new evaluation', () => {
    const before = evaluateForm(three, { a: {}, b: {}, c: {} }, options);
    const changed = evaluateForm(three, { a: {}, b: {}, c: {} }, options);
    const c = changed.blocks.c;
    if (!c) throw new Error('no block c');
    changed.blocks.b = { ...changed.blocks.b!, visible: false };
    const after = shareUnchanged(before, changed);
    expect(Object.keys(after.blocks)).toEqual(['a', 'b', 'c']);
    expect(after.blocks.a).toBe(before.blocks.a);
    expect(after.blocks.b).not.toBe(before.blocks.b);
    expect(after.blocks.c).toBe(before.blocks.c);
  });

  it('gives a new record without a state that went away, the others kept', () => {
    const before = evaluateForm(three, {}, options);
    const next = evaluateForm(three, {}, options);
    delete next.blocks.c;
    const after = shareUnchanged(before, next);
    expect(after).not.toBe(before);
    expect(Object.keys(after.blocks)).toEqual(['a', 'b']);
    expect(after.blocks.a).toBe(before.blocks.a);
  });

  it('tells equal failure lists from different ones', () => {
    const before = evaluateForm(def, { a: { name: 'Alan' } }, options);
    expect(shareUnchanged(before, evaluateForm(def, { a: { name: 'Alan' } }, options))).toBe(before);
    const other = evaluateForm(def, { a: { name: 'Al' } }, options);
    expect(shareUnchanged(before, other).failures).toEqual(other.failures);
    expect(shareUnchanged(before, other)).not.toBe(before);
  });
});

describe('one change of an answer', () => {
  it('keeps the answers of the blocks it did not change as the same objects', () => {
    const answers = { a: { name: 'Al' }, b: { city: 'X' } };
    const settled = settleChange(def, answers, 'a', { name: 'Alan' }, options);
    expect(settled.answers.b).toBe(answers.b);
    expect(settled.answers.a).toEqual({ name: 'Alan' });
  });

  it('is evaluated once by the questionnaire reducer, and keeps the views of the blocks it did not change', () => {
    let evaluations = 0;
    const counted = form(
      block('a', [text('name'), text('probe', { visible: () => ((evaluations += 1), true) })]),
      block('b', [text('city')]),
    );
    const state = initialiseQuestionnaire(QuestionnaireKind.Form, counted, { a: {}, b: { city: 'X' } }, options);
    evaluations = 0;
    const next = questionnaireReducer(state, { type: 'setAnswer', blockId: 'a', questionId: 'name', value: 'N' });
    expect(evaluations).toBe(1);
    expect(next.blocks.b).toBe(state.blocks.b);
    expect(next.blocks.a?.questions.name?.edited).toBe(true);
    expect(next.evaluation.blocks.a?.questions.name?.valid).toBe(true);
  });
});
