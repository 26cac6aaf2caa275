import { describe, expect, it } from 'vitest';
import {
  changeAnswer,
  collectMessageKeys,
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
} from '@taxcert/engine';
import { controllingPersonEntityBlock, OTHER_NATURE } from '../../src/blocks';
import { form, today } from '../support';

const def = form(controllingPersonEntityBlock({ title: 't' }));
const evaluate = (cpe: Record<string, unknown>, d = def) =>
  evaluateForm(d, { controllingPersonEntity: cpe as never }, { today });
const messages = (cpe: Record<string, unknown>, d = def) =>
  evaluate(cpe, d).failures.map((f) => `${f.questionId}:${f.message}`);
const nature = (cpe: Record<string, unknown>) => evaluate(cpe).blocks.controllingPersonEntity?.questions.nature;

describe('controlling person entity block', () => {
  it('makes name and control mutually required', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ entityName: 'Acme Ltd' })).toEqual([
      'control:questionnaire.controllingPersonEntity.control.errorMessage',
    ]);
    expect(messages({ control: 'Trust' })).toEqual([
      'entityName:questionnaire.controllingPersonEntity.entityName.errorMessage',
      'nature:questionnaire.controllingPersonEntity.nature.Trust.errorMessage',
    ]);
    expect(messages({}, form(controllingPersonEntityBlock({ title: 't', required: true })))).toEqual([
      'entityName:questionnaire.controllingPersonEntity.entityName.errorMessage',
      'control:questionnaire.controllingPersonEntity.control.errorMessage',
    ]);
  });

  it('shows and requires nature once control is chosen', () => {
    expect(nature({ entityName: 'Acme' })).toMatchObject({ visible: false, required: false });
    expect(nature({ entityName: 'Acme', control: 'LegalPerson' })).toMatchObject({
      visible: true,
      required: true,
      valid: false,
    });
    expect(messages({ entityName: 'Acme', control: 'LegalPerson', nature: 'CRS801' })).toEqual([]);
  });

  it('sets the nature options, label and error by control type (CRS801–CRS813)', () => {
    expect(nature({ control: 'LegalPerson' })).toMatchObject({
      options: ['CRS801', 'CRS802', 'CRS803'],
      label: 'questionnaire.controllingPersonEntity.nature.LegalPerson.label',
    });
    expect(nature({ control: 'Trust' })).toMatchObject({
      options: ['CRS804', 'CRS805', 'CRS806', 'CRS807', 'CRS808'],
      label: 'questionnaire.controllingPersonEntity.nature.Trust.label',
    });
    expect(nature({ control: 'LegalArrangement' })).toMatchObject({
      options: ['CRS809', 'CRS810', 'CRS811', 'CRS812', 'CRS813'],
      label: 'questionnaire.controllingPersonEntity.nature.LegalArrangement.label',
      errors: ['questionnaire.controllingPersonEntity.nature.LegalArrangement.errorMessage'],
    });
    expect(nature({})?.label).toBe('questionnaire.controllingPersonEntity.nature.label');
    expect(def.blocks[0]?.questions[2]?.props?.options?.map((o) => o.value)).toHaveLength(13);
  });

  it("knows the 'other' nature of each control type", () => {
    expect(OTHER_NATURE).toEqual({ LegalPerson: 'CRS802', Trust: 'CRS808', LegalArrangement: 'CRS813' });
  });

  it('rejects a nature of another control type', () => {
    expect(messages({ entityName: 'Acme', control: 'Trust', nature: 'CRS801' })).toEqual([
      'nature:questionnaire.controllingPersonEntity.nature.Trust.errorMessage',
    ]);
  });

  it('resets nature when control changes', () => {
    const answers = { controllingPersonEntity: { entityName: 'Acme', control: 'Trust', nature: 'CRS805' } };
    expect(
      changeAnswer(def, answers, 'controllingPersonEntity', 'control', 'LegalPerson', { today })
        .controllingPersonEntity,
    ).toEqual({ entityName: 'Acme', control: 'LegalPerson' });
    let state = initialiseQuestionnaire(QuestionnaireKind.Form, def, answers, { today });
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'controllingPersonEntity',
      questionId: 'control',
      value: '',
    });
    expect(state.answers.controllingPersonEntity).toEqual({ entityName: 'Acme', control: '' });
    expect(state.blocks.controllingPersonEntity?.questions.nature).toMatchObject({
      visible: false,
      label: 'questionnaire.controllingPersonEntity.nature.label',
    });
  });

  it('lists the label and error keys of every control type', () => {
    const keys = collectMessageKeys(def, [{ controllingPersonEntity: { control: 'Trust' } }]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'questionnaire.controllingPersonEntity.nature.LegalArrangement.label',
        'questionnaire.controllingPersonEntity.nature.Trust.errorMessage',
      ]),
    );
    expect(keys.filter((k) => k.includes('nature..'))).toEqual([]);
  });
});
