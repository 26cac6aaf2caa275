import { describe, expect, it } from 'vitest';
import {
  evaluateForm,
  groupDefinition,
  initialiseQuestionnaire,
  joinGroupAnswers,
  QuestionnaireKind,
  splitGroupAnswers,
} from '../src/index';
import { block, form, text, today } from './support';

const one = {
  ...form(
    block('a', [text('x', { rules: [{ kind: 'required', message: 'm.x' }] })]),
    block('b', [text('y')], { visible: (ctx) => ctx.answers.a?.x === 'show' }),
  ),
  formType: 'one',
};
const two = {
  ...form(
    block('a', [
      text('z', {
        rules: [{ kind: 'custom', test: (v, ctx) => v === undefined || ctx.answers.a?.z === v, message: 'm.z' }],
      }),
    ]),
  ),
  formType: 'two',
};
const group = groupDefinition('g', [one, two]);

describe('form groups', () => {
  it('join the member blocks with prefixed ids', () => {
    expect(group.blocks.map((b) => b.id)).toEqual(['one/a', 'one/b', 'two/a']);
    expect(group.signatureSection).toBe('one/signer');
    expect(group.title).toBe('questionnaire.group.g.title');
  });

  it('let each member see only its own answers under its own ids', () => {
    const answers = joinGroupAnswers({ one: { a: { x: 'show' } }, two: { a: { z: 'v' } } });
    expect(answers).toEqual({ 'one/a': { x: 'show' }, 'two/a': { z: 'v' } });
    const evaluation = evaluateForm(group, answers, { today });
    expect(evaluation.blocks['one/b']?.visible).toBe(true);
    expect(evaluation.valid).toBe(true);
    expect(
      evaluateForm(group, { 'two/a': { z: 'v' } }, { today }).failures.map((f) => `${f.blockId}.${f.questionId}`),
    ).toEqual(['one/a.x']);
  });

  it('split group answers back by form type', () => {
    expect(splitGroupAnswers(group, { 'one/a': { x: '1' }, 'two/a': { z: '2' } })).toEqual({
      one: { a: { x: '1' } },
      two: { a: { z: '2' } },
    });
  });

  it('run in a FormGroup questionnaire state', () => {
    const state = initialiseQuestionnaire(
      QuestionnaireKind.FormGroup,
      group,
      { 'one/a': { x: 'x' }, 'one/b': { y: 'stale' } },
      { today },
    );
    expect(state.answers['one/b']).toEqual({});
    expect(state.valid).toBe(true);
  });
});
