import { describe, expect, it } from 'vitest';
import {
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  type QuestionnaireAction,
  type QuestionnaireState,
} from '../src/index';
import { block, form, text, today } from './support';

const required = (message: string) => [{ kind: 'required' as const, message }];
const def = form(
  block('a', [
    text('name', { rules: required('m.name') }),
    text('kind', { default: 'x' }),
    text('detail', { visible: (ctx) => ctx.block.kind === 'other', rules: required('m.detail') }),
  ]),
  block('b', [text('note')], { visible: (ctx) => ctx.answers.a?.kind !== 'hide' }),
);
const run = (state: QuestionnaireState, ...actions: QuestionnaireAction[]) =>
  actions.reduce(questionnaireReducer, state);
const start = () => initialiseQuestionnaire(QuestionnaireKind.Form, def, undefined, { today });

describe('questionnaire state: initialise, dirty, mark clean, reset', () => {
  it('initialises with the defaults, clean, with the strict validity', () => {
    const state = start();
    expect(state.answers).toEqual({ a: { kind: 'x' }, b: {} });
    expect(state.dirty).toBe(false);
    expect(state.valid).toBe(false);
    expect(state.kind).toBe(2);
  });

  it('is initialised by the initialise action too, with given answers', () => {
    const state = questionnaireReducer(start(), {
      type: 'initialise',
      kind: QuestionnaireKind.Form,
      definition: def,
      answers: { a: { name: 'N' } },
      options: { today },
    });
    expect(state.answers).toEqual({ a: { name: 'N' } });
    expect(state.valid).toBe(true);
  });

  it('becomes dirty when an answer changes, not when it is set to the same value', () => {
    expect(run(start(), { type: 'setAnswer', blockId: 'a', questionId: 'kind', value: 'x' }).dirty).toBe(false);
    const state = run(start(), { type: 'setAnswer', blockId: 'a', questionId: 'name', value: 'N' });
    expect(state.dirty).toBe(true);
    expect(state.valid).toBe(true);
    expect(run(state, { type: 'markClean' }).dirty).toBe(false);
    expect(run(state, { type: 'markClean' }).answers).toEqual(state.answers);
  });

  it('resets to the initial answers and flags', () => {
    const state = run(
      start(),
      { type: 'setAnswer', blockId: 'a', questionId: 'name', value: 'N' },
      { type: 'forceEditAll' },
      { type: 'reset' },
    );
    expect(state.answers).toEqual({ a: { kind: 'x' }, b: {} });
    expect(state.dirty).toBe(false);
    expect(state.edited.size + state.forceEdited.size).toBe(0);
  });

  it('sets a whole block at once', () => {
    const state = run(start(), {
      type: 'setBlockAnswers',
      blockId: 'a',
      answers: { name: 'N', kind: 'other', detail: 'd' },
    });
    expect(state.answers.a).toEqual({ name: 'N', kind: 'other', detail: 'd' });
    expect([...state.edited].sort()).toEqual(['a.detail', 'a.kind', 'a.name']);
  });
});

describe('questionnaire state: validity and errors as the page shows them', () => {
  it('keeps an untouched blank question undetermined and its errors hidden', () => {
    const state = start();
    expect(state.evaluation.blocks.a?.questions.name).toMatchObject({ valid: false, errors: ['m.name'] });
    expect(state.blocks.a?.questions.name).toMatchObject({ valid: undefined, errors: [], edited: false });
    expect(state.blocks.a?.valid).toBe(true);
  });

  it('shows errors once the question was edited', () => {
    const state = run(
      start(),
      { type: 'setAnswer', blockId: 'a', questionId: 'name', value: 'N' },
      { type: 'setAnswer', blockId: 'a', questionId: 'name', value: ' ' },
    );
    expect(state.blocks.a?.questions.name).toMatchObject({ valid: false, errors: ['m.name'], edited: true });
    expect(state.blocks.a?.valid).toBe(false);
  });
});

describe('questionnaire state: force-edit', () => {
  it('marks invalid visible questions force-edited, gives them an empty answer and shows their errors', () => {
    const state = run(start(), { type: 'forceEditAll' });
    expect([...state.forceEdited]).toEqual(['a.name']);
    expect(state.answers.a?.name).toBe('');
    expect(state.blocks.a).toMatchObject({ valid: false, forceEdited: true });
    expect(state.blocks.a?.questions.name).toMatchObject({ valid: false, errors: ['m.name'], forceEdited: true });
    expect(state.blocks.a?.questions.detail?.forceEdited).toBe(false);
    expect(state.dirty).toBe(false);
  });

  it('clearing force-edit hides the errors again', () => {
    const state = run(start(), { type: 'forceEditAll' }, { type: 'clearForceEdit' });
    expect(state.forceEdited.size).toBe(0);
    expect(state.blocks.a?.questions.name?.errors).toEqual([]);
  });
});

describe('questionnaire state: clearing in forms (Form and FormGroup)', () => {
  it('clears a question that becomes hidden, with its flags', () => {
    const state = run(
      start(),
      { type: 'setAnswer', blockId: 'a', questionId: 'kind', value: 'other' },
      { type: 'setAnswer', blockId: 'a', questionId: 'detail', value: 'd' },
      { type: 'setAnswer', blockId: 'a', questionId: 'kind', value: 'y' },
    );
    expect(state.answers.a).toEqual({ kind: 'y' });
    expect(state.edited.has('a.detail')).toBe(false);
  });

  it('empties a block that becomes hidden', () => {
    const state = run(
      start(),
      { type: 'setAnswer', blockId: 'b', questionId: 'note', value: 'n' },
      { type: 'setAnswer', blockId: 'a', questionId: 'kind', value: 'hide' },
    );
    expect(state.answers.b).toEqual({});
    expect(state.blocks.b?.visible).toBe(false);
  });

  it('applies clearsOnChange and resetsOnChange of the changed question', () => {
    const effects = form(
      block('r', [
        text('isResident', { clearsOnChange: ['tin'], resetsOnChange: { appliedFor: 'No' } }),
        text('tin'),
        text('appliedFor', { default: 'No' }),
      ]),
    );
    const state = run(
      initialiseQuestionnaire(
        QuestionnaireKind.Form,
        effects,
        { r: { isResident: 'Yes', tin: '1', appliedFor: 'Yes' } },
        { today },
      ),
      { type: 'setAnswer', blockId: 'r', questionId: 'isResident', value: 'No' },
    );
    expect(state.answers.r).toEqual({ isResident: 'No', appliedFor: 'No' });
  });
});

describe('questionnaire state: clearing in the pre-qualifying questionnaire', () => {
  const prequal = form(
    block('one', [text('q1'), text('q2'), text('q3', { rules: required('m.q3') })]),
    block('two', [text('q4')]),
    block('three', [text('q5')]),
  );
  const filled = () =>
    initialiseQuestionnaire(
      QuestionnaireKind.PreQualifying,
      prequal,
      { one: { q1: 'a', q2: 'b', q3: 'c' }, two: { q4: 'd' }, three: { q5: 'e' } },
      { today },
    );

  it('clears every later question and block when an answer changes', () => {
    const state = run(filled(), { type: 'setAnswer', blockId: 'one', questionId: 'q2', value: 'B' });
    expect(state.answers).toEqual({ one: { q1: 'a', q2: 'B' }, two: {}, three: {} });
  });

  it('clears their validity and errors too', () => {
    const forced = run(
      filled(),
      { type: 'setAnswer', blockId: 'one', questionId: 'q3', value: '' },
      { type: 'forceEditAll' },
    );
    expect(forced.blocks.one?.questions.q3?.errors).toEqual(['m.q3']);
    const state = run(forced, { type: 'setAnswer', blockId: 'one', questionId: 'q1', value: 'A' });
    expect(state.blocks.one?.questions.q3).toMatchObject({
      valid: undefined,
      errors: [],
      edited: false,
      forceEdited: false,
    });
  });

  it('keeps earlier answers, and keeps all when nothing changed', () => {
    expect(run(filled(), { type: 'setAnswer', blockId: 'two', questionId: 'q4', value: 'D' }).answers).toEqual({
      one: { q1: 'a', q2: 'b', q3: 'c' },
      two: { q4: 'D' },
      three: {},
    });
    expect(run(filled(), { type: 'setAnswer', blockId: 'one', questionId: 'q1', value: 'a' }).answers.three).toEqual({
      q5: 'e',
    });
  });
});
