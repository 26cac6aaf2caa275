import { initialiseQuestionnaire, QuestionnaireKind, questionnaireReducer, type Answers } from '@taxcert/engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crsi_2024 } from '../src/crsi';
import { carryAnswers, prequal, prequalCanada, recommendForms, type Availability } from '../src/index';
import { EXEMPT_STATUSES, REASONS } from '../src/prequal/index';
import { w8ben_2021 } from '../src/w8ben';
import { w8bene_2021 } from '../src/w8bene';
import { w9_2024 } from '../src/w9';

const offered = (...types: string[]) => types.map((formType) => ({ formType, isEnabled: true, isVisible: true }));
const all: Availability = {
  formTypes: offered(
    'crse',
    'crscp',
    'crsi_2024',
    'fatca_crsi_2023',
    'w8ben_2021',
    'w8eci_2021',
    'w9_2024',
    'w8bene_2021',
    'w8imy_2021',
    'w8exp_2023',
    'rc518_2024',
    'rc519_2024',
  ),
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

const single = (formType: string, reason: string, alternatives: string[] = []) => ({
  kind: 'single',
  formType,
  reason: `prequal.reason.${reason}`,
  alternatives,
});
const foreignEntity = (entityKind: Record<string, string>) => entity(notCrsEntity, { entityKind });

describe('pre-qualifying outcomes: one form each, with the sentence saying why', () => {
  it('crscp: an individual controlling person', () => {
    expect(recommendForms(individual({ isControllingPerson: 'Yes' }), all)).toEqual(
      single('crscp', 'controllingPerson'),
    );
  });
  it('crse: a CRS-participating entity', () => {
    expect(recommendForms(entity({ isCrsParticipatingEntity: 'Yes' }), all)).toEqual(single('crse', 'crsEntity'));
  });
  it('w9_2024: a US citizen; a US-incorporated entity', () => {
    expect(recommendForms(individual({ isControllingPerson: 'No', isUsCitizen: 'Yes' }), all)).toEqual(
      single('w9_2024', 'usCitizen'),
    );
    expect(recommendForms(entity({ isCrsParticipatingEntity: 'No', isUsIncorporated: 'Yes' }), all)).toEqual(
      single('w9_2024', 'usEntity'),
    );
  });
  it('w8eci_2021: effectively connected income', () => {
    expect(recommendForms(individual({ ...notCp, hasEffectivelyConnectedIncome: 'Yes' }, {}, 'Yes'), all)).toEqual(
      single('w8eci_2021', 'effectivelyConnected'),
    );
    expect(recommendForms(entity({ ...notCrsEntity, hasEffectivelyConnectedIncome: 'Yes' }, {}, 'Yes'), all)).toEqual(
      single('w8eci_2021', 'effectivelyConnected'),
    );
  });
  it('crsi_2024: an individual with a CRS account and no US income', () => {
    expect(recommendForms(individual(notCp, { crs: { isCrsParticipatingAccount: 'Yes' } }), all)).toEqual(
      single('crsi_2024', 'crsIndividual'),
    );
  });
  it('w8ben_2021: a foreign individual with US income and no CRS account', () => {
    expect(
      recommendForms(
        individual(
          { ...notCp, hasEffectivelyConnectedIncome: 'No' },
          { crs: { isCrsParticipatingAccount: 'No' } },
          'Yes',
        ),
        all,
      ),
    ).toEqual(single('w8ben_2021', 'foreignIndividual'));
  });
  it('fatca_crsi_2023 or the crsiw8ben group: US income and a CRS account, the first offered wins', () => {
    const answers = individual(
      { ...notCp, hasEffectivelyConnectedIncome: 'No' },
      { crs: { isCrsParticipatingAccount: 'Yes' } },
      'Yes',
    );
    expect(recommendForms(answers, all)).toEqual(single('fatca_crsi_2023', 'crsIndividualUsIncome'));
    const withoutFatcaCrs = {
      ...all,
      formTypes: all.formTypes.map((t) => (t.formType === 'fatca_crsi_2023' ? { ...t, isEnabled: false } : t)),
    };
    expect(recommendForms(answers, withoutFatcaCrs)).toEqual({
      kind: 'group',
      formGroupType: 'crsiw8ben',
      reason: 'prequal.reason.crsIndividualUsIncome',
      alternatives: [],
    });
  });
  it('a foreign entity: W-8IMY for income received for others, W-8EXP for an exempt organisation, W-8BEN-E otherwise; the other two stay open', () => {
    expect(recommendForms(entity(notCrsEntity), all)).toEqual({ kind: 'incomplete' });
    expect(recommendForms(foreignEntity({ receivesForOthers: 'Yes' }), all)).toEqual(
      single('w8imy_2021', 'intermediary', ['w8bene_2021', 'w8exp_2023']),
    );
    expect(recommendForms(foreignEntity({ receivesForOthers: 'No' }), all)).toEqual({ kind: 'incomplete' });
    expect(recommendForms(foreignEntity({ receivesForOthers: 'No', exemptStatus: 'CentralBankOfIssue' }), all)).toEqual(
      single('w8exp_2023', 'exemptOrganisation', ['w8bene_2021', 'w8imy_2021']),
    );
    expect(recommendForms(foreignEntity({ receivesForOthers: 'No', exemptStatus: 'None' }), all)).toEqual(
      single('w8bene_2021', 'foreignEntity', ['w8imy_2021', 'w8exp_2023']),
    );
    // A foreign government and a withholding qualified holder land on W-8EXP Rev. 2023, which has their lines.
    for (const exemptStatus of ['ForeignGovernment', 'WithholdingQualifiedHolder'])
      expect(recommendForms(foreignEntity({ receivesForOthers: 'No', exemptStatus }), all), exemptStatus).toEqual(
        single('w8exp_2023', 'exemptOrganisation', ['w8bene_2021', 'w8imy_2021']),
      );
  });
  it('only offered forms are alternatives; a decided form that is not offered is unavailable, its offered alternatives kept', () => {
    const onlyBene = {
      formTypes: offered('w8bene_2021').concat({ formType: 'w8imy_2021', isEnabled: true, isVisible: false }),
    };
    expect(recommendForms(foreignEntity({ receivesForOthers: 'No', exemptStatus: 'None' }), onlyBene)).toEqual(
      single('w8bene_2021', 'foreignEntity'),
    );
    expect(recommendForms(foreignEntity({ receivesForOthers: 'Yes' }), onlyBene)).toEqual({
      kind: 'unavailable',
      candidates: ['w8imy_2021'],
      alternatives: ['w8bene_2021'],
    });
  });
  it('rc518_2024 / rc519_2024: a Canadian account (Canadian variant), with no W-8 question asked', () => {
    const canada = { canada: { hasCanadianAccount: 'Yes', isCanadianResident: 'Yes' } };
    expect(recommendForms(individual(notCp, canada), all, { canadian: true })).toEqual(
      single('rc518_2024', 'canadianIndividual'),
    );
    expect(recommendForms(entity(notCrsEntity, canada), all, { canadian: true })).toEqual(
      single('rc519_2024', 'canadianEntity'),
    );
  });
  it('no form required: no Canadian account (Canadian variant)', () => {
    expect(
      recommendForms(individual(notCp, { canada: { hasCanadianAccount: 'No' } }), all, { canadian: true }),
    ).toEqual({ kind: 'none', reason: 'prequal.reason.noCanadianAccount' });
  });
  it('incomplete until the deciding questions are answered; unavailable when nothing is offered', () => {
    expect(recommendForms({}, all)).toEqual({ kind: 'incomplete' });
    expect(recommendForms(individual({ isControllingPerson: 'No' }), all)).toEqual({ kind: 'incomplete' });
    expect(
      recommendForms(individual({ isControllingPerson: 'Yes' }), {
        formTypes: [{ formType: 'crscp', isEnabled: true, isVisible: false }],
      }),
    ).toEqual({ kind: 'unavailable', candidates: ['crscp'], alternatives: [] });
  });
});

describe('pre-qualifying questionnaire definition', () => {
  it('asks the deciding questions first, the Canadian ones only in the Canadian variant, and what fills the form in last', () => {
    expect(prequal.blocks.map((b) => b.id)).toEqual([
      'holder',
      'usIncome',
      'status',
      'crs',
      'entityKind',
      'residency',
      'holderName',
      'soleOwner',
    ]);
    expect(prequalCanada.blocks.map((b) => b.id)).toEqual([
      'holder',
      'usIncome',
      'status',
      'canada',
      'residency',
      'holderName',
      'soleOwner',
    ]);
  });

  it('asks the names, residence and trade-name question only once the answers lead to a form', () => {
    let state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, {});
    const set = (blockId: string, questionId: string, value: string) => {
      state = questionnaireReducer(state, { type: 'setAnswer', blockId, questionId, value });
    };
    set('holder', 'accountHolderType', 'Entity');
    set('usIncome', 'hasUsIncome', 'No');
    set('status', 'isCrsParticipatingEntity', 'No');
    set('status', 'isUsIncorporated', 'No');
    expect(['holderName', 'soleOwner', 'residency'].map((id) => state.blocks[id]?.visible)).toEqual([
      false,
      false,
      false,
    ]);
    set('entityKind', 'receivesForOthers', 'No');
    set('entityKind', 'exemptStatus', 'None');
    expect(['holderName', 'soleOwner', 'residency'].map((id) => state.blocks[id]?.visible)).toEqual([true, true, true]);
    expect(state.blocks.residency?.questions.incorporationCountry?.visible).toBe(true);
    // Answering the trade-name question keeps the organisation name typed before it.
    set('holderName', 'entityName', 'Muster GmbH');
    set('soleOwner', 'isDbaOrDre', 'Yes');
    set('soleOwner', 'ownerType', 'Individual');
    expect(state.answers.holderName).toEqual({ entityName: 'Muster GmbH' });
    expect(state.blocks.soleOwner?.questions.ownerFirstName?.visible).toBe(true);
    expect(state.blocks.soleOwner?.questions.ownerEntityName?.visible).toBe(false);
  });

  it('never asks the names of a US person for a residence, nor anything after no form is required', () => {
    const us = initialiseQuestionnaire(
      QuestionnaireKind.PreQualifying,
      prequal,
      individual({ isControllingPerson: 'No', isUsCitizen: 'Yes' }),
    );
    expect([us.blocks.holderName?.visible, us.blocks.residency?.visible]).toEqual([true, false]);
    const none = initialiseQuestionnaire(
      QuestionnaireKind.PreQualifying,
      prequalCanada,
      individual(notCp, { canada: { hasCanadianAccount: 'No' } }),
    );
    expect([none.blocks.holderName?.visible, none.blocks.residency?.visible]).toEqual([false, false]);
  });

  it('asks the names last, so that typing one never clears a deciding answer', () => {
    const answers = individual({ isControllingPerson: 'No', isUsCitizen: 'Yes' });
    let state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, {
      ...answers,
      holderName: { firstName: 'Jane' },
    });
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'holderName',
      questionId: 'lastName',
      value: 'Doe',
    });
    expect(state.answers.status).toEqual(answers.status);
    expect(recommendForms(state.answers, all)).toEqual(single('w9_2024', 'usCitizen'));
  });

  it('clears later answers when an earlier one changes', () => {
    const answers = individual(notCp, {
      crs: { isCrsParticipatingAccount: 'Yes' },
      residency: { isNonUsResident: 'Yes', residenceCountry: 'FR' },
    });
    let state = initialiseQuestionnaire(QuestionnaireKind.PreQualifying, prequal, answers);
    expect(recommendForms(state.answers, all)).toEqual(single('crsi_2024', 'crsIndividual'));
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'usIncome',
      questionId: 'hasUsIncome',
      value: 'Yes',
    });
    expect(state.answers.holder).toEqual(answers.holder);
    expect(state.answers).toMatchObject({
      usIncome: { hasUsIncome: 'Yes' },
      status: {},
      crs: {},
      residency: {},
      holderName: {},
    });
    expect(recommendForms(state.answers, all)).toEqual({ kind: 'incomplete' });
  });
});

describe('answers carried into the created form', () => {
  const answers = individual(notCp, {
    crs: { isCrsParticipatingAccount: 'Yes' },
    residency: { isNonUsResident: 'Yes', residenceCountry: 'FR' },
  });
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
      soleOwner: { isDbaOrDre: 'Yes', ownerType: 'Individual', ownerFirstName: 'Joe', ownerLastName: 'Bloggs' },
      holderName: { entityName: "Joe's Diner" },
    };
    expect(carryAnswers(dba, w9_2024)).toEqual({
      name: { name: 'Joe Bloggs', businessName: "Joe's Diner" },
      classification: { classification: '1' },
    });
    expect(carryAnswers(entity(notCrsEntity), w9_2024)).toEqual({ name: { name: 'Acme SA' } });
  });
  it('carries the name, country of incorporation and residence into W-8BEN-E', () => {
    const german = foreignEntity({ receivesForOthers: 'No', exemptStatus: 'None' });
    const answers = {
      ...german,
      holderName: { entityName: 'Muster GmbH' },
      residency: { isNonUsResident: 'Yes', residenceCountry: 'DE', incorporationCountry: 'DE' },
    };
    expect(carryAnswers(answers, w8bene_2021)).toEqual({
      name: { name: 'Muster GmbH', country: 'DE' },
      address: { country: 'DE' },
    });
  });
  it("carries an exempt organisation's kind as the chapter 3 status only where the form offers that value", () => {
    const bank = {
      ...foreignEntity({ receivesForOthers: 'No', exemptStatus: 'CentralBankOfIssue' }),
      residency: { incorporationCountry: 'FR' },
    };
    expect(carryAnswers(bank, w8bene_2021)).toMatchObject({ entityType: { ch3Status: 'CentralBankOfIssue' } });
    const government = {
      ...foreignEntity({ receivesForOthers: 'No', exemptStatus: 'ForeignGovernment' }),
      residency: { incorporationCountry: 'FR' },
    };
    // W-8BEN-E splits a foreign government into its integral part and controlled entity: not guessed.
    expect(carryAnswers(government, w8bene_2021).entityType).toBeUndefined();
  });
});

describe('the texts of the deciding questions and the reasons', () => {
  const languages = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'];
  const catalogue = (lang: string, file: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../fixtures/languages', lang, file), 'utf8')) as Record<
      string,
      string
    >;
  it('every reason and every exempt-status option has a text in all nine catalogues', () => {
    for (const lang of languages) {
      const prequalTexts = catalogue(lang, 'prequal.json');
      const questions = { ...catalogue(lang, 'questionnaire.json'), ...catalogue(lang, 'w8eci-w8exp-lines.json') };
      expect(
        REASONS.filter((r) => !prequalTexts[`prequal.reason.${r}`]),
        lang,
      ).toEqual([]);
      expect(
        EXEMPT_STATUSES.filter((o) => !questions[`questionnaire.prequal.exemptStatus.option.${o}`]),
        lang,
      ).toEqual([]);
    }
  });
});
