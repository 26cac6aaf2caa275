import { describe, expect, it } from 'vitest';
import { evaluateForm, isBlank, type RuleDef } from '../src/index';
import { block, form, text, today } from './support';

const required: RuleDef = { kind: 'required', message: 'm.required' };
const nine: RuleDef = { kind: 'length', length: 9, message: 'm.length' };

describe('question validity', () => {
  const def = form(block('b', [text('req', { rules: [required, nine] }), text('opt', { rules: [nine] })]));
  const state = (answers: Record<string, string>) => evaluateForm(def, { b: answers }, { today }).blocks.b?.questions;

  it('is undefined for a blank question that is not required', () => {
    expect(state({ req: '123456780' })?.opt).toMatchObject({ valid: undefined, required: false, errors: [] });
  });
  it('is true for an answered question whose rules pass', () => {
    expect(state({ req: '123456780', opt: '123456780' })?.opt?.valid).toBe(true);
  });
  it('is false for a blank required question, with the required rule only', () => {
    expect(state({})?.req).toMatchObject({ valid: false, required: true, errors: ['m.required'] });
  });
  it('is false when any rule fails', () => {
    expect(state({ req: '12' })?.req).toMatchObject({ valid: false, errors: ['m.length'] });
    expect(state({ req: '123456780', opt: '12' })?.opt).toMatchObject({ valid: false, errors: ['m.length'] });
  });
});

describe('disabled questions', () => {
  const def = form(
    block('b', [
      text('flag'),
      text('tin', { rules: [required, nine], disabled: (ctx) => ctx.block.flag === 'Yes' }),
      text('fixed', { rules: [required], disabled: true }),
    ]),
  );

  it('are valid, not required and produce no failures', () => {
    const evaluation = evaluateForm(def, { b: { flag: 'Yes', tin: '12' } }, { today });
    expect(evaluation.blocks.b?.questions.tin).toEqual({
      visible: true,
      disabled: true,
      required: false,
      valid: true,
      errors: [],
    });
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.valid).toBe(true);
  });

  it('are validated again once enabled', () => {
    const evaluation = evaluateForm(def, { b: { flag: 'No', tin: '12' } }, { today });
    expect(evaluation.failures).toEqual([
      { blockId: 'b', questionId: 'tin', rule: 'length', message: 'm.length', path: ['tin'] },
    ]);
  });
});

describe('rules computed from the answers', () => {
  const def = form(
    block('b', [text('flag'), text('tin', { rules: (ctx) => (ctx.block.flag === 'Yes' ? [] : [required]) })]),
  );
  it('apply the rules of the current answers', () => {
    expect(evaluateForm(def, { b: { flag: 'No' } }, { today }).blocks.b?.questions.tin?.required).toBe(true);
    expect(evaluateForm(def, { b: { flag: 'Yes' } }, { today }).blocks.b?.questions.tin).toMatchObject({
      required: false,
      valid: undefined,
    });
  });
});

describe('block and form validity', () => {
  const def = form(block('one', [text('a', { rules: [required] })]), block('two', [text('b', { rules: [nine] })]));

  it('a block is valid when no visible question is invalid', () => {
    const evaluation = evaluateForm(def, { one: { a: 'x' } }, { today });
    expect(evaluation.blocks.one?.valid).toBe(true);
    expect(evaluation.blocks.two?.valid).toBe(true);
    expect(evaluation.valid).toBe(true);
  });

  it('lists failures in block and question order', () => {
    const evaluation = evaluateForm(def, { two: { b: '1' } }, { today });
    expect(evaluation.valid).toBe(false);
    expect(evaluation.blocks.one?.valid).toBe(false);
    expect(evaluation.blocks.two?.valid).toBe(false);
    expect(evaluation.failures).toEqual([
      { blockId: 'one', questionId: 'a', rule: 'required', message: 'm.required', path: ['a'] },
      { blockId: 'two', questionId: 'b', rule: 'length', message: 'm.length', path: ['b'] },
    ]);
  });

  it('is deterministic and does not modify the answers', () => {
    const answers = { two: { b: '1' } };
    const frozen = JSON.stringify(answers);
    expect(evaluateForm(def, answers, { today })).toEqual(evaluateForm(def, answers, { today }));
    expect(JSON.stringify(answers)).toBe(frozen);
  });

  it('works without an injected today', () => {
    expect(evaluateForm(def, { one: { a: 'x' } }).valid).toBe(true);
  });
});

describe('optional blocks', () => {
  const def = form(
    block('mailing', [text('line1', { rules: [required] }), text('country', { rules: [required] })], {
      optional: true,
    }),
  );

  it('are valid while entirely blank, without required markers', () => {
    const evaluation = evaluateForm(def, { mailing: { line1: ' ' } }, { today });
    expect(evaluation.valid).toBe(true);
    expect(evaluation.blocks.mailing?.questions.line1?.required).toBe(false);
  });

  it('apply their required rules once any question is filled', () => {
    const evaluation = evaluateForm(def, { mailing: { line1: '1 Main St' } }, { today });
    expect(evaluation.failures.map((f) => f.questionId)).toEqual(['country']);
  });
});

describe('isBlank', () => {
  it('treats missing, empty and whitespace-only values as blank', () => {
    for (const value of [undefined, null, '', '  \t', [], {}, [''], { a: ' ' }, Number.NaN])
      expect(isBlank(value)).toBe(true);
  });
  it('treats text, numbers, booleans and filled structures as answers', () => {
    for (const value of ['x', 0, false, true, ['a'], { a: 'b' }]) expect(isBlank(value)).toBe(false);
  });
});
