import { describe, expect, it } from 'vitest';
import {
  changeAnswer,
  clearHidden,
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  type Answers,
  type ReferenceData,
} from '@taxcert/engine';
import { nonReportingIgaFfiBlock } from '../../src/blocks';
import { form, today } from '../support';

const jurisdiction = (countryCodeAlpha: string, igaModel: number) => ({
  countryCodeAlpha,
  isoJurisdictionName: countryCodeAlpha,
  aliases: [],
  locales: [],
  igaModel,
});
const sub = (...values: string[]) => values.map((value) => ({ value, label: value }));
const reference: ReferenceData = {
  jurisdictions: [jurisdiction('GB', 2), jurisdiction('JP', 4), jurisdiction('BR', 1), jurisdiction('US', 6)],
  igaSubClassificationsCombos: [
    {
      igaModel: 2,
      subclassifications: sub('governmental-entity', 'trustee-documented-trust', 'sponsored-investment-entity-cfc'),
    },
    {
      igaModel: 4,
      subclassifications: sub('central-bank', 'sponsored-closely-held-investment-vehicle', 'local-client-base-fi'),
    },
  ],
};
const opts = { today, reference };
const def = form(nonReportingIgaFfiBlock({ title: 't', line: '26' }));
const evaluate = (iga: Record<string, unknown>) => evaluateForm(def, { nonReportingIgaFfi: iga as never }, opts);
const messages = (iga: Record<string, unknown>) => evaluate(iga).failures.map((f) => `${f.questionId}:${f.message}`);
const questions = (iga: Record<string, unknown>) => evaluate(iga).blocks.nonReportingIgaFfi?.questions;

describe('nonreporting IGA FFI block', () => {
  it("offers IGA countries, then the subclassifications of the country's IGA model", () => {
    expect(questions({})?.country?.options).toEqual(['GB', 'JP']);
    expect(questions({})?.igaSubclassification?.visible).toBe(false);
    expect(questions({ country: 'GB' })?.igaSubclassification).toMatchObject({
      visible: true,
      options: ['governmental-entity', 'trustee-documented-trust', 'sponsored-investment-entity-cfc'],
    });
    expect(questions({ country: 'JP' })?.igaSubclassification?.options).toEqual([
      'central-bank',
      'sponsored-closely-held-investment-vehicle',
      'local-client-base-fi',
    ]);
  });

  it('requires country and subclassification, each from its list', () => {
    expect(messages({})).toEqual(['country:questionnaire.nonReportingIgaFfi.country.errorMessage']);
    expect(messages({ country: 'BR' })).toEqual([
      'country:questionnaire.nonReportingIgaFfi.country.igaErrorMessage',
      'igaSubclassification:questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage',
    ]);
    expect(messages({ country: 'GB' })).toEqual([
      'igaSubclassification:questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage',
    ]);
    expect(messages({ country: 'GB', igaSubclassification: 'central-bank' })).toEqual([
      'igaSubclassification:questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage',
    ]);
    expect(messages({ country: 'GB', igaSubclassification: 'governmental-entity' })).toEqual([]);
    expect(evaluate({ country: 'GB', igaSubclassification: 'governmental-entity' }).valid).toBe(true);
  });

  it('accepts any country without jurisdictions in the reference data', () => {
    const bare = evaluateForm(def, { nonReportingIgaFfi: { country: 'BR' } }, { today });
    expect(bare.blocks.nonReportingIgaFfi?.questions.country?.options).toBeUndefined();
    expect(bare.failures.map((f) => f.message)).toEqual([
      'questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage',
    ]);
  });

  it('shows and requires the sponsor or trustee fields for sponsored or trusteed subclassifications only', () => {
    for (const [country, igaSubclassification] of [
      ['GB', 'trustee-documented-trust'],
      ['GB', 'sponsored-investment-entity-cfc'],
      ['JP', 'sponsored-closely-held-investment-vehicle'],
    ]) {
      expect(messages({ country, igaSubclassification })).toEqual([
        'sponsorTrusteeName:questionnaire.nonReportingIgaFfi.sponsorTrusteeName.errorMessage',
        'isUSTrustee:questionnaire.nonReportingIgaFfi.isUSTrustee.errorMessage',
      ]);
    }
    expect(
      messages({
        country: 'GB',
        igaSubclassification: 'trustee-documented-trust',
        sponsorTrusteeName: 'Trustee Ltd',
        isUSTrustee: 'No',
      }),
    ).toEqual([]);
    expect(questions({ country: 'JP', igaSubclassification: 'central-bank' })).toMatchObject({
      sponsorTrusteeName: { visible: false },
      isUSTrustee: { visible: false },
    });
  });

  it('offers isUSTrustee as Yes = U.S., No = Foreign', () => {
    expect(def.blocks[0]?.questions.find((q) => q.id === 'isUSTrustee')?.props?.options).toEqual([
      { value: 'Yes', label: 'questionnaire.nonReportingIgaFfi.isUSTrustee.option.Yes' },
      { value: 'No', label: 'questionnaire.nonReportingIgaFfi.isUSTrustee.option.No' },
    ]);
  });

  it('clears the subclassification (and so the sponsor fields) on a country change', () => {
    const answers: Answers = {
      nonReportingIgaFfi: {
        country: 'GB',
        igaSubclassification: 'trustee-documented-trust',
        sponsorTrusteeName: 'T',
        isUSTrustee: 'Yes',
      },
    };
    expect(changeAnswer(def, answers, 'nonReportingIgaFfi', 'country', 'JP', opts).nonReportingIgaFfi).toEqual({
      country: 'JP',
    });
    let state = initialiseQuestionnaire(QuestionnaireKind.Form, def, answers, opts);
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'nonReportingIgaFfi',
      questionId: 'country',
      value: 'JP',
    });
    expect(state.answers.nonReportingIgaFfi).toEqual({ country: 'JP' });
    expect(state.valid).toBe(false);
  });

  it('clears the sponsor/trustee fields on a subclassification change, even to another sponsored one', () => {
    const answers: Answers = {
      nonReportingIgaFfi: {
        country: 'GB',
        igaSubclassification: 'trustee-documented-trust',
        sponsorTrusteeName: 'T',
        isUSTrustee: 'Yes',
      },
    };
    expect(
      changeAnswer(def, answers, 'nonReportingIgaFfi', 'igaSubclassification', 'sponsored-investment-entity-cfc', opts)
        .nonReportingIgaFfi,
    ).toEqual({
      country: 'GB',
      igaSubclassification: 'sponsored-investment-entity-cfc',
    });
    // A subclassification left unchanged keeps them.
    expect(
      changeAnswer(def, answers, 'nonReportingIgaFfi', 'sponsorTrusteeName', 'U', opts).nonReportingIgaFfi,
    ).toMatchObject({ sponsorTrusteeName: 'U', isUSTrustee: 'Yes' });
  });

  it('clears hidden sponsor fields left from other answers', () => {
    const answers: Answers = {
      nonReportingIgaFfi: {
        country: 'GB',
        igaSubclassification: 'governmental-entity',
        sponsorTrusteeName: 'T',
        isUSTrustee: 'Yes',
      },
    };
    expect(clearHidden(def, answers, opts).nonReportingIgaFfi).toEqual({
      country: 'GB',
      igaSubclassification: 'governmental-entity',
    });
  });
});
