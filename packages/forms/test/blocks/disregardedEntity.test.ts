import { describe, expect, it } from 'vitest';
import {
  changeAnswer,
  clearHidden,
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  type Answers,
} from '@taxcert/engine';
import { disregardedEntityBlock } from '../../src/blocks';
import { form, today } from '../support';

const def = form(disregardedEntityBlock({ title: 't' }));
const evaluate = (de: Record<string, unknown>, d = def) =>
  evaluateForm(d, { disregardedEntity: de as never }, { today });
const messages = (de: Record<string, unknown>, d = def) =>
  evaluate(de, d).failures.map((f) => `${f.questionId}:${f.message}`);
const questions = (de: Record<string, unknown>) => evaluate(de).blocks.disregardedEntity?.questions;
const address = [{ line1: '1 Bank St', country: 'GB' }];

describe('disregarded entity block', () => {
  it('is optional while blank, then requires name and type', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ address: [{}] })).toEqual([]);
    expect(messages({ name: 'Branch' })).toEqual(['type:questionnaire.disregardedEntity.type.errorMessage']);
    expect(messages({ type: '1' })).toEqual(['name:questionnaire.disregardedEntity.name.errorMessage']);
    expect(messages({ name: 'Branch', type: '1' })).toEqual([]);
    expect(messages({}, form(disregardedEntityBlock({ title: 't', optional: false })))).toEqual([
      'name:questionnaire.disregardedEntity.name.errorMessage',
      'type:questionnaire.disregardedEntity.type.errorMessage',
    ]);
  });

  it('offers the line 11 types 1–5', () => {
    expect(def.blocks[0]?.questions[1]?.props?.options?.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('reveals the GIIN and requires the address for a type other than empty or "1"', () => {
    expect(questions({ name: 'B', type: '1' })?.giin?.visible).toBe(false);
    expect(questions({ name: 'B', type: '' })?.giin?.visible).toBe(false);
    expect(questions({ name: 'B', type: '2' })?.giin?.visible).toBe(true);
    expect(messages({ name: 'B', type: '2' })).toEqual([
      'giin.0.value:questionnaire.giin.errorMessage',
      'address:questionnaire.disregardedEntity.address.errorMessage',
    ]);
    expect(messages({ name: 'B', type: '2', giin: [{ value: '98Q96B00000LE826' }], address })).toEqual([]);
  });

  it('checks the GIIN, and accepts it as applied for (disabled, valid)', () => {
    expect(messages({ name: 'B', type: '3', giin: [{ value: 'ABC' }], address })).toEqual([
      'giin.0.value:questionnaire.giin.lengthErrorMessage',
    ]);
    const applied = { name: 'B', type: '3', giin: [{ appliedFor: true }], address };
    expect(messages(applied)).toEqual([]);
    expect(questions(applied)?.giin?.items?.[0]?.questions.value).toMatchObject({ disabled: true, valid: true });
  });

  it('needs line1 and country of a partly filled address, whatever the type', () => {
    expect(messages({ name: 'B', type: '1', address: [{ postalCode: 'EC1' }] })).toEqual([
      'address.0.line1:questionnaire.address.1.errorMessage',
      'address.0.country:questionnaire.address.country.errorMessage',
    ]);
  });

  it('hides and clears the GIIN when the type is cleared or set to "1"', () => {
    const answers: Answers = {
      disregardedEntity: { name: 'B', type: '2', giin: [{ value: '98Q96B00000LE826', appliedFor: false }], address },
    };
    expect(
      clearHidden(def, changeAnswer(def, answers, 'disregardedEntity', 'type', '', { today }), { today })
        .disregardedEntity,
    ).toEqual({ name: 'B', type: '', address });
    let state = initialiseQuestionnaire(QuestionnaireKind.Form, def, answers, { today });
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'disregardedEntity',
      questionId: 'type',
      value: '1',
    });
    expect(state.answers.disregardedEntity).toEqual({ name: 'B', type: '1', address });
    expect(state.valid).toBe(true);
  });

  it('carries the official line numbers it is given (W-8BEN-E: 3, 11, 13, 12)', () => {
    const lined = disregardedEntityBlock({ title: 't', lines: { name: '3', type: '11', address: '12', giin: '13' } });
    expect(lined.questions.map((q) => [q.id, q.line])).toEqual([
      ['name', '3'],
      ['type', '11'],
      ['giin', '13'],
      ['address', '12'],
    ]);
    expect(def.blocks[0]?.questions.map((q) => q.line)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
