import { describe, expect, it } from 'vitest';
import { answerDepth, evaluateForm, isBlank, lockedQuestions, MAX_ANSWER_DEPTH, type AnswerValue } from '../src/index';
import { block, form, text, today } from './support';

describe('nested-answer depth check (5 levels)', () => {
  const nest = (levels: number): AnswerValue => (levels === 0 ? 'x' : { a: nest(levels - 1) });
  const def = form(block('b', [text('q')]));

  it('measures nesting', () => {
    expect(answerDepth('x')).toBe(0);
    expect(answerDepth([{ a: 'x' }])).toBe(2);
    expect(answerDepth(nest(5))).toBe(5);
    expect(MAX_ANSWER_DEPTH).toBe(5);
  });

  it('accepts answers nested 5 levels and rejects deeper ones with the depth message', () => {
    // Five levels pass the depth rule; a text question then refuses the object by its type.
    expect(evaluateForm(def, { b: { q: nest(5) } }, { today }).failures.map((f) => f.rule)).toEqual(['answerType']);
    expect(evaluateForm(def, { b: { q: nest(6) } }, { today }).failures).toEqual([
      {
        blockId: 'b',
        questionId: 'q',
        rule: 'maxDepth',
        message: 'questionnaire.answer.depthErrorMessage',
        path: ['q'],
      },
    ]);
  });

  it('stops walking very deep values', () => {
    expect(answerDepth(nest(10000))).toBe(MAX_ANSWER_DEPTH + 1);
    expect(isBlank(nest(10000))).toBe(false);
  });
});

describe('lock groups', () => {
  const required = [{ kind: 'required' as const, message: 'm.required' }];
  const def = {
    ...form(
      block('name', [text('first', { rules: required }), text('last', { rules: required })]),
      block('address', [text('line1', { rules: required })]),
    ),
    lockGroups: { customerName: ['name.first'], customerAddress: ['address'] },
  };

  it('lists the locked questions of the given groups', () => {
    expect(lockedQuestions(def, ['customerName', 'customerAddress', 'unknown'])).toEqual(['name.first', 'address']);
    expect(lockedQuestions(def, [])).toEqual([]);
  });

  it('disables locked questions and whole locked blocks', () => {
    const evaluation = evaluateForm(
      def,
      {},
      { today, locked: lockedQuestions(def, ['customerName', 'customerAddress']) },
    );
    expect(evaluation.blocks.name?.questions.first).toMatchObject({ disabled: true, valid: true });
    expect(evaluation.blocks.name?.questions.last).toMatchObject({ disabled: false, valid: false });
    expect(evaluation.blocks.address?.questions.line1?.disabled).toBe(true);
    expect(evaluation.failures.map((f) => f.questionId)).toEqual(['last']);
  });
});
