import { describe, expect, it } from 'vitest';
import { evaluateForm } from '../src/index';
import { block, form, text, today } from './support';

const required = [{ kind: 'required' as const, message: 'm.required' }];

describe('question visibility', () => {
  const def = form(
    block('b', [
      text('kind'),
      text('always', { visible: true }),
      text('never', { visible: false, rules: required }),
      text('detail', { visible: (ctx) => ctx.block.kind === 'other', rules: required }),
    ]),
  );

  it('defaults to visible and honours a fixed flag', () => {
    const questions = evaluateForm(def, {}, { today }).blocks.b?.questions;
    expect(questions?.kind?.visible).toBe(true);
    expect(questions?.always?.visible).toBe(true);
    expect(questions?.never?.visible).toBe(false);
  });

  it('follows a rule on the answers of the same block', () => {
    expect(evaluateForm(def, { b: { kind: 'x' } }, { today }).blocks.b?.questions.detail?.visible).toBe(false);
    expect(evaluateForm(def, { b: { kind: 'other' } }, { today }).blocks.b?.questions.detail?.visible).toBe(true);
  });

  it('gives hidden questions no failures and an undetermined validity', () => {
    const evaluation = evaluateForm(def, { b: { kind: 'x' } }, { today });
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.valid).toBe(true);
    expect(evaluation.blocks.b?.questions.detail).toEqual({
      visible: false,
      disabled: false,
      required: false,
      valid: undefined,
      errors: [],
    });
  });

  it('validates a question once it becomes visible', () => {
    const evaluation = evaluateForm(def, { b: { kind: 'other' } }, { today });
    expect(evaluation.failures).toEqual([
      { blockId: 'b', questionId: 'detail', rule: 'required', message: 'm.required', path: ['detail'] },
    ]);
  });
});

describe('block visibility', () => {
  const def = form(
    block('first', [text('type')]),
    block('second', [text('name', { rules: required })], {
      visible: (ctx) => ctx.answers.first?.type !== 'individual',
    }),
  );

  it('follows a rule on the answers of another block', () => {
    expect(evaluateForm(def, { first: { type: 'entity' } }, { today }).blocks.second?.visible).toBe(true);
    expect(evaluateForm(def, { first: { type: 'individual' } }, { today }).blocks.second?.visible).toBe(false);
  });

  it('hides every question of a hidden block and drops their failures', () => {
    const evaluation = evaluateForm(def, { first: { type: 'individual' } }, { today });
    expect(evaluation.blocks.second).toEqual({
      visible: false,
      valid: true,
      questions: { name: { visible: false, disabled: false, required: false, valid: undefined, errors: [] } },
    });
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.valid).toBe(true);
  });

  it('reports failures of a visible block', () => {
    const evaluation = evaluateForm(def, { first: { type: 'entity' } }, { today });
    expect(evaluation.valid).toBe(false);
    expect(evaluation.failures.map((f) => f.questionId)).toEqual(['name']);
  });
});
