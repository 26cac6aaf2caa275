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
