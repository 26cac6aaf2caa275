import { describe, expect, it } from 'vitest';
import { evaluateForm, type AnswerValue, type QuestionProps, type RuleDef } from '../src/index';
import { block, form, text, today } from './support';

function errorsFor(rules: RuleDef[], value: AnswerValue, props?: QuestionProps): string[] {
  const def = form(block('b', [text('q', { widget: 'number', rules, ...(props ? { props } : {}) })]));
  return evaluateForm(def, { b: { q: value } }, { today }).blocks.b?.questions.q?.errors ?? [];
}

describe('range', () => {
  const range: RuleDef[] = [{ kind: 'range', message: 'm.range' }];
  it("uses the question's min and max, inclusive", () => {
    for (const value of ['0', '100', '55.5', 42, '-0'])
      expect(errorsFor(range, value, { min: 0, max: 100 }), String(value)).toEqual([]);
    for (const value of ['-1', '100.01', 101])
      expect(errorsFor(range, value, { min: 0, max: 100 }), String(value)).toEqual(['m.range']);
  });
  it("prefers the rule's own bounds and allows one-sided ranges", () => {
    expect(errorsFor([{ kind: 'range', min: 10, message: 'm.range' }], '5', { min: 0, max: 100 })).toEqual(['m.range']);
    expect(errorsFor([{ kind: 'range', max: 3, message: 'm.range' }], '-1000')).toEqual([]);
  });
  it('passes when empty and fails for what is not a number', () => {
    expect(errorsFor(range, '', { min: 0, max: 1 })).toEqual([]);
    expect(errorsFor(range, 'abc', { min: 0, max: 1 })).toEqual(['m.range']);
    expect(errorsFor(range, '1e2', { min: 0, max: 1000 })).toEqual(['m.range']);
  });
});

describe('decimal (number field)', () => {
  const decimal: RuleDef[] = [{ kind: 'decimal', message: 'm.decimal' }];
  it('accepts optionally signed decimals and empty', () => {
    for (const value of ['0', '12', '-12', '+3.5', '.5', '-0.25', '7.', '', undefined, 3.25])
      expect(errorsFor(decimal, value), String(value)).toEqual([]);
  });
  it('rejects exponents, letters, separators and doubled signs', () => {
    for (const value of ['1e5', '2E3', 'abc', '1,000', '--1', '1.2.3', '+', '.'])
      expect(errorsFor(decimal, value), value).toEqual(['m.decimal']);
  });
});
