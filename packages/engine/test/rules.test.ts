import { describe, expect, it } from 'vitest';
import { evaluateForm, type AnswerValue, type RuleDef } from '../src/index';
import { block, form, text, today } from './support';

/** The error keys of a single question `q` holding `value` under `rules`. */
function errorsFor(rules: RuleDef[], value: AnswerValue): string[] {
  const def = form(block('b', [text('q', { rules })]));
  return evaluateForm(def, { b: { q: value } }, { today }).blocks.b?.questions.q?.errors ?? [];
}

describe('required', () => {
  const rules: RuleDef[] = [{ kind: 'required', message: 'm.required' }];
  it('passes for a non-empty value', () => expect(errorsFor(rules, 'x')).toEqual([]));
  it('fails for empty, whitespace-only and missing values', () => {
    expect(errorsFor(rules, '')).toEqual(['m.required']);
    expect(errorsFor(rules, '   ')).toEqual(['m.required']);
    expect(errorsFor(rules, undefined)).toEqual(['m.required']);
    expect(errorsFor(rules, null)).toEqual(['m.required']);
    expect(errorsFor(rules, [])).toEqual(['m.required']);
  });
  it('accepts false and 0 as answers (of a checkbox and a number: a text box refuses a tick)', () => {
    const of = (widget: 'checkbox' | 'number', value: AnswerValue) =>
      evaluateForm(form(block('b', [text('q', { widget, rules })])), { b: { q: value } }, { today }).blocks.b?.questions
        .q?.errors;
    expect(of('checkbox', false)).toEqual([]);
    expect(of('number', 0)).toEqual([]);
    expect(errorsFor(rules, false)).toEqual(['questionnaire.answer.wrongTypeErrorMessage']);
  });
});

describe('length', () => {
  const rules: RuleDef[] = [{ kind: 'length', length: 9, message: 'm.length' }];
  it('passes for exactly the length', () => expect(errorsFor(rules, '123456780')).toEqual([]));
  it('fails for shorter or longer values', () => {
    expect(errorsFor(rules, '12345678')).toEqual(['m.length']);
    expect(errorsFor(rules, '1234567801')).toEqual(['m.length']);
  });
  it('passes when empty', () => expect(errorsFor(rules, '')).toEqual([]));
  it('tests numbers as text and fails other shapes', () => {
    expect(errorsFor(rules, 123456780)).toEqual([]);
    expect(errorsFor(rules, true)).toEqual(['m.length']);
  });
});

describe('maxLength', () => {
  const rules: RuleDef[] = [{ kind: 'maxLength', max: 3, message: 'm.max' }];
  it('passes up to the maximum', () => expect(errorsFor(rules, 'abc')).toEqual([]));
  it('fails above the maximum', () => expect(errorsFor(rules, 'abcd')).toEqual(['m.max']));
  it('passes when empty', () => expect(errorsFor(rules, undefined)).toEqual([]));
});

describe('sameChar', () => {
  const rules: RuleDef[] = [{ kind: 'sameChar', message: 'm.same' }];
  it('passes for mixed characters', () => expect(errorsFor(rules, '111111112')).toEqual([]));
  it('fails for one repeated character', () => {
    expect(errorsFor(rules, '111111111')).toEqual(['m.same']);
    expect(errorsFor(rules, 'aa')).toEqual(['m.same']);
  });
  it('passes when empty', () => expect(errorsFor(rules, '')).toEqual([]));
  it('does not treat a single character as repeated', () => expect(errorsFor(rules, '7')).toEqual([]));
});

describe('sequential', () => {
  const rules: RuleDef[] = [{ kind: 'sequential', message: 'm.seq' }];
  it('passes for digits that are not an ascending run', () => {
    expect(errorsFor(rules, '123456780')).toEqual([]);
    expect(errorsFor(rules, '987654321')).toEqual([]);
    expect(errorsFor(rules, '890123456')).toEqual([]);
  });
  it('fails for ascending consecutive digits', () => {
    expect(errorsFor(rules, '123456789')).toEqual(['m.seq']);
    expect(errorsFor(rules, '012345678')).toEqual(['m.seq']);
  });
  it('passes when empty', () => expect(errorsFor(rules, '')).toEqual([]));
  it('ignores text that is not all digits', () => expect(errorsFor(rules, 'abcdefghi')).toEqual([]));
});

describe('pattern', () => {
  const rules: RuleDef[] = [{ kind: 'pattern', pattern: /^\d+$/, message: 'm.pattern' }];
  it('passes for a matching value', () => expect(errorsFor(rules, '0042')).toEqual([]));
  it('fails for a value that does not match', () => expect(errorsFor(rules, '12-34')).toEqual(['m.pattern']));
  it('passes when empty', () => expect(errorsFor(rules, '')).toEqual([]));
  it('gives the same answer every time with a global RegExp', () => {
    const global: RuleDef[] = [{ kind: 'pattern', pattern: /^\d+$/g, message: 'm.pattern' }];
    expect(errorsFor(global, '12')).toEqual([]);
    expect(errorsFor(global, '12')).toEqual([]);
  });
});

describe('custom', () => {
  const rules: RuleDef[] = [{ kind: 'custom', test: (value, ctx) => value !== ctx.block.other, message: 'm.custom' }];
  const run = (q: AnswerValue, other: AnswerValue) =>
    evaluateForm(form(block('b', [text('q', { rules }), text('other')])), { b: { q, other } }, { today }).blocks.b
      ?.questions.q?.errors;
  it('passes when the predicate holds', () => expect(run('a', 'b')).toEqual([]));
  it('fails when the predicate does not hold', () => expect(run('a', 'a')).toEqual(['m.custom']));
  it('also runs on empty values', () => expect(run(undefined, undefined)).toEqual(['m.custom']));
  it('receives the injected today', () => {
    const seen: Date[] = [];
    const rule: RuleDef = { kind: 'custom', test: (_v, ctx) => seen.push(ctx.today) > 0, message: 'm' };
    const def = form(block('b', [text('q', { rules: [rule] })]));
    evaluateForm(def, {}, { today });
    expect(seen).toEqual([today]);
  });
});

describe('several rules', () => {
  const rules: RuleDef[] = [
    { kind: 'required', message: 'm.required' },
    { kind: 'length', length: 9, message: 'm.length' },
    { kind: 'sameChar', message: 'm.same' },
  ];
  it('reports every failing rule, in rule order', () =>
    expect(errorsFor(rules, '111')).toEqual(['m.length', 'm.same']));
  it('reports only the required failure for a blank value', () =>
    expect(errorsFor(rules, ' ')).toEqual(['m.required']));
});
