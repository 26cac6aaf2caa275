import type { FormGroupConfig, FormTypeConfig } from '@taxcert/contracts';
import { initialiseQuestionnaire, QuestionnaireKind, questionnaireReducer, type Answers } from '@taxcert/engine';
import { prequal } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { clearedCount, firstInvalid, outcomeView, progressSteps, savedAnswersOf } from './logic';

const form = (formType: string, patch: Partial<FormTypeConfig> = {}): FormTypeConfig => ({
  formType,
  title: `Title ${formType}`,
  revision: `Rev ${formType}`,
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  introductionMessageId: null,
  ...patch,
});
const group: FormGroupConfig = {
  formType: 'crsiw8ben',
  formTypes: ['crsi_2024', 'w8ben_2021'],
  title: 'CRS-I and W-8BEN',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  crsRestricted: true,
};
const config = {
  formTypes: [form('w9_2024'), form('w8bene_2021'), form('w8imy_2021', { isVisible: false })],
  formGroups: [group],
};

describe('outcomeView', () => {
  it('is pending until the deciding questions are answered', () => {
    expect(outcomeView({ kind: 'incomplete' }, config)).toEqual({ kind: 'pending' });
  });

  it('matches one form or group with its configuration entry (title and revision), its reason and the offered alternatives', () => {
    const reason = 'prequal.reason.usCitizen';
    expect(outcomeView({ kind: 'single', formType: 'w9_2024', reason, alternatives: [] }, config)).toEqual({
      kind: 'matched',
      item: { kind: 'form', entry: config.formTypes[0] },
      reason,
      alternatives: [],
    });
    expect(outcomeView({ kind: 'group', formGroupType: 'crsiw8ben', reason, alternatives: [] }, config)).toEqual({
      kind: 'matched',
      item: { kind: 'group', entry: group },
      reason,
      alternatives: [],
    });
    const bene = outcomeView(
      {
        kind: 'single',
        formType: 'w8bene_2021',
        reason: 'prequal.reason.foreignEntity',
        alternatives: ['w8imy_2021', 'w8exp_2023'],
      },
      config,
    );
    // Only configured alternatives (w8exp_2023 is not in this configuration).
    expect(bene).toMatchObject({ kind: 'matched', alternatives: [{ kind: 'form', entry: config.formTypes[2] }] });
  });

  it("says 'no form required', and why", () => {
    expect(outcomeView({ kind: 'none', reason: 'prequal.reason.noCanadianAccount' }, config)).toEqual({
      kind: 'none',
      reason: 'prequal.reason.noCanadianAccount',
    });
  });

  it('produces no form when none is offered, naming only the types the configuration lacks (to log them), alternatives kept', () => {
    expect(
      outcomeView({ kind: 'unavailable', candidates: ['w8imy_2021', 'crscp'], alternatives: ['w8bene_2021'] }, config),
    ).toEqual({
      kind: 'unavailable',
      missing: ['crscp'],
      alternatives: [{ kind: 'form', entry: config.formTypes[1] }],
    });
    expect(
      outcomeView({ kind: 'single', formType: 'crse', reason: 'prequal.reason.crsEntity', alternatives: [] }, config),
    ).toEqual({ kind: 'unavailable', missing: ['crse'], alternatives: [] });
  });
});

describe('progressSteps', () => {
  it('lists the sections shown so far, complete once answered and valid', () => {
    let state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal);
    expect(progressSteps(prequal, state)).toEqual([
      { id: 'holder', title: 'questionnaire.prequal.holder.title', complete: false },
      { id: 'usIncome', title: 'questionnaire.prequal.usIncome.title', complete: false },
    ]);
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'holder',
      questionId: 'accountHolderType',
      value: 'Individual',
    });
    // The status questions now show: their section is listed, not yet complete.
    expect(progressSteps(prequal, state).map((step) => [step.id, step.complete])).toEqual([
      ['holder', true],
      ['usIncome', false],
      ['status', false],
    ]);
    for (const [blockId, questionId, value] of [
      ['usIncome', 'hasUsIncome', 'No'],
      ['status', 'isControllingPerson', 'No'],
      ['status', 'isUsCitizen', 'Yes'],
    ] as const) {
      state = questionnaireReducer(state, { type: 'setAnswer', blockId, questionId, value });
    }
    // Decided (W-9): the name section shows.
    expect(progressSteps(prequal, state).map((step) => step.id)).toEqual([
      'holder',
      'usIncome',
      'status',
      'holderName',
    ]);
    state = questionnaireReducer(state, {
      type: 'setBlockAnswers',
      blockId: 'holderName',
      answers: { firstName: 'Jane' },
    });
    expect(progressSteps(prequal, state)[3]?.complete).toBe(false);
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'holderName',
      questionId: 'lastName',
      value: 'Doe',
    });
    expect(progressSteps(prequal, state)[3]?.complete).toBe(true);
  });
});

describe('firstInvalid', () => {
  it('finds the first question shown that fails a rule', () => {
    const state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, {
      holder: { accountHolderType: 'Individual' },
      usIncome: { hasUsIncome: 'No' },
      status: { isControllingPerson: 'Yes' },
      holderName: { firstName: 'Jane' },
    });
    expect(firstInvalid(prequal, state)).toEqual({ blockId: 'holderName', questionId: 'lastName' });
    const done = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, {
      holder: { accountHolderType: 'Individual' },
      holderName: { firstName: 'Jane', lastName: 'Doe' },
      usIncome: { hasUsIncome: 'No' },
      status: { isControllingPerson: 'Yes' },
    });
    expect(firstInvalid(prequal, done)).toBeUndefined();
  });
});

describe('clearedCount', () => {
  it('counts the answers a change removed, never the changed one', () => {
    const before: Answers = { a: { x: 'Yes', y: 'No' }, b: { z: 'Jane', blank: '' } };
    expect(clearedCount(before, { a: { x: 'No' }, b: {} }, 'a.x')).toBe(2);
    expect(clearedCount(before, { a: { x: '', y: 'No' }, b: { z: 'Jane' } }, 'a.x')).toBe(0);
  });
});

describe('savedAnswersOf', () => {
  it('reads answers kept in the history state and ignores anything else', () => {
    expect(savedAnswersOf({ prequalAnswers: { holder: { accountHolderType: 'Entity' } } })).toEqual({
      holder: { accountHolderType: 'Entity' },
    });
    expect(savedAnswersOf(null)).toBeUndefined();
    expect(savedAnswersOf({ prequalAnswers: 'x' })).toBeUndefined();
    expect(savedAnswersOf({ prequalAnswers: { holder: 'x' } })).toBeUndefined();
  });
});
