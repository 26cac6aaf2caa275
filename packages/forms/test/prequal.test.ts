import { initialiseQuestionnaire, QuestionnaireKind, questionnaireReducer, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crsi_2024 } from '../src/crsi';
import { carryAnswers, prequal, prequalCanada, recommendForms, type Availability } from '../src/index';
import { w8ben_2021 } from '../src/w8ben';
import { w9_2024 } from '../src/w9';

const offered = (...types: string[]) => types.map((formType) => ({ formType, isEnabled: true, isVisible: true }));
const all: Availability = {
  formTypes: offered('crse', 'crscp', 'crsi_2024', 'fatca_crsi_2023', 'w8ben_2021', 'w8eci_2021', 'w9_2024', 'w8bene_2021', 'w8imy_2021', 'w8exp_2023', 'rc518_2024', 'rc519_2024'),
  formGroups: offered('crsiw8ben'),
};
const individual = (status: Record<string, string>, more: Answers = {}, usIncome = 'No'): Answers => ({
  holder: { accountHolderType: 'Individual' },
  holderName: { firstName: 'Jane', lastName: 'Doe' },
  usIncome: { hasUsIncome: usIncome },
  status,
  ...more,
});
const entity = (status: Record<string, string>, more: Answers = {}, usIncome = 'No'): Answers => ({
  holder: { accountHolderType: 'Entity' },
  holderName: { entityName: 'Acme SA' },
  usIncome: { hasUsIncome: usIncome },
  soleOwner: { isDbaOrDre: 'No' },
  status,
  ...more,
});
const notCp = { isControllingPerson: 'No', isUsCitizen: 'No' };
const notCrsEntity = { isCrsParticipatingEntity: 'No', isUsIncorporated: 'No' };

describe('pre-qualifying outcomes', () => {
  it('crscp: an individual controlling person', () => {
    expect(recommendForms(individual({ isControllingPerson: 'Yes' }), all)).toEqual({ kind: 'single', formType: 'crscp' });
  });
  it('crse: a CRS-participating entity', () => {
    expect(recommendForms(entity({ isCrsParticipatingEntity: 'Yes' }), all)).toEqual({ kind: 'single', formType: 'crse' });
  });
  it('w9_2024: a US citizen', () => {
    expect(recommendForms(individual({ isControllingPerson: 'No', isUsCitizen: 'Yes' }), all)).toEqual({ kind: 'single', formType: 'w9_2024' });
  });
  it('w9_2024: a US-incorporated entity', () => {
    expect(recommendForms(entity({ isCrsParticipatingEntity: 'No', isUsIncorporated: 'Yes' }), all)).toEqual({ kind: 'single', formType: 'w9_2024' });
  });
  it('w8eci_2021: effectively connected income', () => {
    expect(recommendForms(individual({ ...notCp, hasEffectivelyConnectedIncome: 'Yes' }, {}, 'Yes'), all)).toEqual({ kind: 'single', formType: 'w8eci_2021' });
    expect(recommendForms(entity({ ...notCrsEntity, hasEffectivelyConnectedIncome: 'Yes' }, {}, 'Yes'), all)).toEqual({ kind: 'single', formType: 'w8eci_2021' });
  });
  it('crsi_2024: an individual with a CRS account and no US income', () => {
    expect(recommendForms(individual(notCp, { crs: { isCrsParticipatingAccount: 'Yes' } }), all)).toEqual({ kind: 'single', formType: 'crsi_2024' });
  });
  it('w8ben_2021: a foreign individual with US income and no CRS account', () => {
    expect(recommendForms(individual({ ...notCp, hasEffectivelyConnectedIncome: 'No' }, { crs: { isCrsParticipatingAccount: 'No' } }, 'Yes'), all)).toEqual({ kind: 'single', formType: 'w8ben_2021' });
  });
  it('fatca_crsi_2023 or the crsiw8ben group: US income and a CRS account, the first offered wins', () => {
    const answers = individual({ ...notCp, hasEffectivelyConnectedIncome: 'No' }, { crs: { isCrsParticipatingAccount: 'Yes' } }, 'Yes');
    expect(recommendForms(answers, all)).toEqual({ kind: 'single', formType: 'fatca_crsi_2023' });
    const withoutFatcaCrs = { ...all, formTypes: all.formTypes.map((t) => (t.formType === 'fatca_crsi_2023' ? { ...t, isEnabled: false } : t)) };
    expect(recommendForms(answers, withoutFatcaCrs)).toEqual({ kind: 'group', formGroupType: 'crsiw8ben' });
  });
  it('w8bene_2021, w8imy_2021, w8exp_2023: the remaining W-8 choices of a foreign entity', () => {
    expect(recommendForms(entity(notCrsEntity), all)).toEqual({ kind: 'several', formTypes: ['w8bene_2021', 'w8imy_2021', 'w8exp_2023'] });
    const onlyBene = { formTypes: offered('w8bene_2021').concat({ formType: 'w8imy_2021', isEnabled: true, isVisible: false }) };
    expect(recommendForms(entity(notCrsEntity), onlyBene)).toEqual({ kind: 'single', formType: 'w8bene_2021' });
  });
  it('rc518_2024 / rc519_2024: a Canadian account (Canadian variant)', () => {
    const canada = { canada: { hasCanadianAccount: 'Yes', isCanadianResident: 'Yes' } };
    expect(recommendForms(individual(notCp, canada), all, { canadian: true })).toEqual({ kind: 'single', formType: 'rc518_2024' });
    expect(recommendForms(entity(notCrsEntity, canada), all, { canadian: true })).toEqual({ kind: 'single', formType: 'rc519_2024' });
  });
  it('no form required: no Canadian account (Canadian variant)', () => {
    expect(recommendForms(individual(notCp, { canada: { hasCanadianAccount: 'No' } }), all, { canadian: true })).toEqual({ kind: 'none' });
  });
  it('incomplete until the deciding questions are answered; unavailable when nothing is offered', () => {
    expect(recommendForms({}, all)).toEqual({ kind: 'incomplete' });
    expect(recommendForms(individual({ isControllingPerson: 'No' }), all)).toEqual({ kind: 'incomplete' });
    expect(recommendForms(individual({ isControllingPerson: 'Yes' }), { formTypes: [{ formType: 'crscp', isEnabled: true, isVisible: false }] })).toEqual({ kind: 'unavailable', candidates: ['crscp'] });
  });
});

describe('pre-qualifying questionnaire definition', () => {
  it('asks the Canadian questions only in the Canadian variant', () => {
    expect(prequal.blocks.map((b) => b.id)).toEqual(['holder', 'usIncome', 'soleOwner', 'status', 'crs', 'residency', 'holderName']);
    expect(prequalCanada.blocks.map((b) => b.id)).toEqual(['holder', 'usIncome', 'soleOwner', 'status', 'canada', 'residency', 'holderName']);
  });

  it('shows the sole-owner details for a DBA/DRE entity only', () => {
    let state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, {});
    state = questionnaireReducer(state, { type: 'setAnswer', blockId: 'holder', questionId: 'accountHolderType', value: 'Entity' });
    expect(state.blocks.soleOwner?.visible).toBe(true);
    state = questionnaireReducer(state, { type: 'setAnswer', blockId: 'soleOwner', questionId: 'isDbaOrDre', value: 'Yes' });
    state = questionnaireReducer(state, { type: 'setAnswer', blockId: 'holderName', questionId: 'ownerType', value: 'Individual' });
    expect(state.blocks.holderName?.questions.ownerFirstName?.visible).toBe(true);
    expect(state.blocks.holderName?.questions.ownerEntityName?.visible).toBe(false);
  });

  it('asks the names last, so that typing one never clears a deciding answer', () => {
    const answers = individual({ isControllingPerson: 'No', isUsCitizen: 'Yes' });
    let state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, { ...answers, holderName: { firstName: 'Jane' } });
    state = questionnaireReducer(state, { type: 'setAnswer', blockId: 'holderName', questionId: 'lastName', value: 'Doe' });
    expect(state.answers.status).toEqual(answers.status);
    expect(recommendForms(state.answers, all)).toEqual({ kind: 'single', formType: 'w9_2024' });
  });

  it('clears later answers when an earlier one changes', () => {
    const answers = individual(notCp, { crs: { isCrsParticipatingAccount: 'Yes' }, residency: { isNonUsResident: 'Yes', residenceCountry: 'FR' } });
    let state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, answers);
    expect(recommendForms(state.answers, all)).toEqual({ kind: 'single', formType: 'crsi_2024' });
    state = questionnaireReducer(state, { type: 'setAnswer', blockId: 'usIncome', questionId: 'hasUsIncome', value: 'Yes' });
    expect(state.answers.holder).toEqual(answers.holder);
    expect(state.answers).toMatchObject({ usIncome: { hasUsIncome: 'Yes' }, status: {}, crs: {}, residency: {}, holderName: {} });
    expect(recommendForms(state.answers, all)).toEqual({ kind: 'incomplete' });
  });
});

describe('answers carried into the created form', () => {
  const answers = individual(notCp, { crs: { isCrsParticipatingAccount: 'Yes' }, residency: { isNonUsResident: 'Yes', residenceCountry: 'FR' } });
  it('carries the name and residency into CRS-I', () => {
    expect(carryAnswers(answers, crsi_2024)).toEqual({
      crsName: { firstName: 'Jane', lastName: 'Doe' },
      taxResidences: { taxResidences: [{ country: 'FR' }] },
      address: { country: 'FR' },
    });
  });
  it('carries the name and residence country into W-8BEN', () => {
    expect(carryAnswers(answers, w8ben_2021)).toEqual({ name: { name: 'Jane Doe' }, address: { country: 'FR' } });
  });
  it('carries the owner name, business name and classification of a DBA into W-9', () => {
    const dba: Answers = {
      holder: { accountHolderType: 'Entity' },
      soleOwner: { isDbaOrDre: 'Yes' },
      holderName: { entityName: "Joe's Diner", ownerType: 'Individual', ownerFirstName: 'Joe', ownerLastName: 'Bloggs' },
    };
    expect(carryAnswers(dba, w9_2024)).toEqual({ name: { name: 'Joe Bloggs', businessName: "Joe's Diner" }, classification: { classification: '1' } });
    expect(carryAnswers(entity(notCrsEntity), w9_2024)).toEqual({ name: { name: 'Acme SA' } });
  });
});
