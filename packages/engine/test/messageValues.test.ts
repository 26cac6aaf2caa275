import { describe, expect, it } from 'vitest';
import {
  evaluateForm,
  groupDefinition,
  joinGroupAnswers,
  textOf,
  translateValues,
  type CheckDef,
  type QuestionDef,
  type RuleDef,
} from '../src/index';
import { block, form, text, today } from './support';

/** A custom rule whose message names the answer refused and, as a message key, the other answer it clashes with. */
const clash: RuleDef = {
  kind: 'custom',
  test: (value, ctx) => value !== ctx.block.first,
  message: 'm.clash',
  values: (value, ctx) => ({
    second: { key: `opt.${textOf(value)}` },
    first: { key: `opt.${textOf(ctx.block.first)}` },
  }),
};
const pair = block('pair', [
  text('first'),
  text('second', { rules: [{ kind: 'required', message: 'm.required' }, clash] }),
]);
const words: Record<string, string> = { 'opt.A': 'Alpha', 'opt.B': 'Beta' };
const t = (key: string) => words[key] ?? key;

describe('messages that name values', () => {
  it("a failing rule's values go with its failure and its question's errors; a passing one gives none", () => {
    const evaluation = evaluateForm(form(pair), { pair: { first: 'A', second: 'A' } }, { today });
    expect(evaluation.failures).toEqual([
      {
        blockId: 'pair',
        questionId: 'second',
        rule: 'custom',
        message: 'm.clash',
        values: { second: { key: 'opt.A' }, first: { key: 'opt.A' } },
        path: ['second'],
      },
    ]);
    expect(evaluation.blocks.pair?.questions.second).toMatchObject({
      errors: ['m.clash'],
      errorValues: { 'm.clash': { first: { key: 'opt.A' } } },
    });

    const clean = evaluateForm(form(pair), { pair: { first: 'A', second: 'B' } }, { today });
    expect(clean.failures).toEqual([]);
    expect(clean.blocks.pair?.questions.second?.errorValues).toBeUndefined();
  });

  it('a rule without values (a blank required answer) fails with no values at all', () => {
    const evaluation = evaluateForm(form(pair), { pair: { first: 'A' } }, { today });
    expect(evaluation.failures).toEqual([
      { blockId: 'pair', questionId: 'second', rule: 'required', message: 'm.required', path: ['second'] },
    ]);
    expect(evaluation.blocks.pair?.questions.second?.errorValues).toBeUndefined();
  });

  it('inside a repeater item the values follow the failure to its item path', () => {
    const items: QuestionDef = {
      id: 'rows',
      label: 'rows',
      widget: 'repeater',
      items: { itemTitle: 'row', questions: pair.questions },
    };
    const evaluation = evaluateForm(
      form(block('list', [items])),
      {
        list: {
          rows: [
            { first: 'A', second: 'B' },
            { first: 'B', second: 'B' },
          ],
        },
      },
      { today },
    );
    expect(evaluation.failures.map((f) => [f.questionId, f.values])).toEqual([
      ['rows.1.second', { second: { key: 'opt.B' }, first: { key: 'opt.B' } }],
    ]);
  });

  it("a check's values are read from the answers, for a rejection and a warning alike", () => {
    const named = (severity: CheckDef['severity']): CheckDef => ({
      id: `SAME-${severity}`,
      severity,
      field: 'pair.second',
      message: `m.${severity}`,
      values: (answers) => ({ both: { key: `opt.${textOf(answers.pair?.first)}` }, count: 2 }),
      raised: (answers) => answers.pair?.first === answers.pair?.second,
    });
    const def = {
      ...form(block('pair', [text('first'), text('second')])),
      checks: [named('rejection'), named('warning')],
    };
    const evaluation = evaluateForm(def, { pair: { first: 'B', second: 'B' } }, { today });
    const values = { both: { key: 'opt.B' }, count: 2 };
    expect(evaluation.failures).toEqual([
      {
        blockId: 'pair',
        questionId: 'second',
        rule: 'custom',
        message: 'm.rejection',
        values,
        path: ['second'],
        check: 'SAME-rejection',
      },
    ]);
    expect(evaluation.blocks.pair?.questions.second?.errorValues).toEqual({ 'm.rejection': values });
    expect(evaluation.warnings).toEqual([
      { check: 'SAME-warning', field: 'pair.second', message: 'm.warning', values },
    ]);
  });

  it("in a group, a member's rule and check read the member's own answers for their values", () => {
    const check: CheckDef = {
      id: 'FIRST',
      severity: 'warning',
      field: 'pair.first',
      message: 'm.first',
      values: (a) => ({ first: textOf(a.pair?.first) }),
      raised: () => true,
    };
    const one = { ...form(pair), formType: 'one', checks: [check] };
    const two = { ...form(block('pair', [text('first')])), formType: 'two' };
    const evaluation = evaluateForm(
      groupDefinition('g', [one, two]),
      joinGroupAnswers({ one: { pair: { first: 'A', second: 'A' } }, two: { pair: { first: 'B' } } }),
      { today },
    );
    expect(evaluation.failures.map((f) => f.values)).toEqual([{ second: { key: 'opt.A' }, first: { key: 'opt.A' } }]);
    expect(evaluation.warnings.map((w) => w.values)).toEqual([{ first: 'A' }]);
  });

  it('translateValues words each key in the language given and keeps texts and numbers as they are', () => {
    expect(translateValues({ first: { key: 'opt.A' }, name: 'ACME', count: 3, unknown: { key: 'opt.Z' } }, t)).toEqual({
      first: 'Alpha',
      name: 'ACME',
      count: 3,
      unknown: 'opt.Z',
    });
    expect(translateValues(undefined, t)).toEqual({});
  });
});
