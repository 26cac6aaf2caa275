import { describe, expect, it } from 'vitest';
import {
  changeAnswer,
  clearHidden,
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  type ReferenceData,
} from '@taxcert/engine';
import { treatyClaimBlock } from '../../src/blocks';
import { form, today } from '../support';

const reference: ReferenceData = {
  usTaxTreatyCountries: ['CA', 'FR', 'AT', 'GB'],
  lobs: [
    {
      country: 'AT',
      hasLobProvision: true,
      government: true,
      taxExempt: false,
      otherTaxExempt: false,
      publiclyTradedCorporation: true,
      subsidiary: false,
      meetsOwnershipTest: false,
      derivativeBenefitsTest: false,
      activeTradeBusinessTest: false,
      discretionaryDetermination: false,
      others: ['Article 16(2)(f)'],
    },
    {
      country: 'GB',
      hasLobProvision: true,
      government: true,
      taxExempt: true,
      otherTaxExempt: false,
      publiclyTradedCorporation: false,
      subsidiary: false,
      meetsOwnershipTest: false,
      derivativeBenefitsTest: false,
      activeTradeBusinessTest: false,
      discretionaryDetermination: false,
      others: [],
    },
    {
      country: 'FR',
      hasLobProvision: false,
      government: false,
      taxExempt: false,
      otherTaxExempt: false,
      publiclyTradedCorporation: false,
      subsidiary: false,
      meetsOwnershipTest: false,
      derivativeBenefitsTest: false,
      activeTradeBusinessTest: false,
      discretionaryDetermination: false,
      others: [],
    },
  ],
  specialRateProvisions: {
    CA: {
      standard: [
        { incomeType: 'Dividends', article: 'X(2)(b)', percentage: 15 },
        { incomeType: 'Dividends', article: 'X(2)(a)', percentage: 5 },
        { incomeType: 'Interest', article: 'XI(1)', percentage: 0 },
      ],
      pension: [],
    },
    GB: {
      standard: [{ incomeType: 'Interest', article: '11(1)', percentage: 0 }],
      pension: [{ incomeType: 'Dividends', article: '10(3)(b)', percentage: 0 }],
    },
  },
  otherArticles: [{ country: 'CA', articles: ['Article XXII Other income'] }],
};
const opts = { today, reference };
const w8ben = form(treatyClaimBlock({ title: 't' }));
const w8bene = form(treatyClaimBlock({ title: 't', limitationOnBenefit: true }));
const evaluate = (def: typeof w8ben, treatyClaim: Record<string, unknown>) =>
  evaluateForm(def, { treatyClaim: treatyClaim as never }, opts);
const messages = (def: typeof w8ben, treatyClaim: Record<string, unknown>) =>
  evaluate(def, treatyClaim).failures.map((f) => `${f.questionId}:${f.message}`);

describe('treaty claim block', () => {
  it('requires claimed, then the country when Yes', () => {
    expect(messages(w8ben, {})).toEqual(['claimed:questionnaire.treatyClaim.claimed.errorMessage']);
    expect(messages(w8ben, { claimed: 'No' })).toEqual([]);
    expect(messages(w8ben, { claimed: 'Yes' })).toEqual(['country:questionnaire.treatyClaim.country.errorMessage']);
  });

  it('accepts treaty countries of the reference data only', () => {
    expect(evaluate(w8ben, { claimed: 'Yes' }).blocks.treatyClaim?.questions.country?.options).toEqual([
      'CA',
      'FR',
      'AT',
      'GB',
    ]);
    expect(messages(w8ben, { claimed: 'Yes', country: 'BR' })).toEqual([
      'country:questionnaire.treatyClaim.country.treatyErrorMessage',
    ]);
  });

  it('clears the country and the rest when claimed becomes No', () => {
    const answers = {
      treatyClaim: { claimed: 'No', country: 'CA', treatySpecialRatesClaims: [{ incomeType: 'Interest' }] },
    };
    expect(clearHidden(w8ben, answers, opts).treatyClaim).toEqual({ claimed: 'No' });
  });

  it('shows special rates once claimed, country set and the LOB complete (0–1 claims)', () => {
    expect(
      evaluate(w8ben, { claimed: 'Yes', country: 'CA' }).blocks.treatyClaim?.questions.treatySpecialRatesClaims
        ?.visible,
    ).toBe(true);
    expect(
      evaluate(w8bene, { claimed: 'Yes', country: 'AT' }).blocks.treatyClaim?.questions.treatySpecialRatesClaims
        ?.visible,
    ).toBe(false);
    expect(
      evaluate(w8bene, { claimed: 'Yes', country: 'AT', limitationOnBenefit: 'government' }).blocks.treatyClaim
        ?.questions.treatySpecialRatesClaims?.visible,
    ).toBe(true);
    expect(messages(w8ben, { claimed: 'Yes', country: 'CA', treatySpecialRatesClaims: [{}, {}] })).toContain(
      'treatySpecialRatesClaims:questionnaire.treatyClaim.specialRates.maxItemsErrorMessage',
    );
  });

  it('offers the LOB options of the country, with the other list for other', () => {
    const questions = evaluate(w8bene, { claimed: 'Yes', country: 'AT' }).blocks.treatyClaim?.questions;
    expect(questions?.limitationOnBenefit).toMatchObject({
      visible: true,
      options: ['government', 'publiclyTradedCorporation', 'other'],
    });
    expect(messages(w8bene, { claimed: 'Yes', country: 'AT' })).toEqual([
      'limitationOnBenefit:questionnaire.taxTreatyClaim.limitationOnBenefit.errorMessage',
    ]);
    expect(messages(w8bene, { claimed: 'Yes', country: 'AT', limitationOnBenefit: 'other' })).toEqual([
      'other:questionnaire.taxTreatyClaim.other.errorMessage',
    ]);
    expect(
      evaluate(w8bene, { claimed: 'Yes', country: 'FR' }).blocks.treatyClaim?.questions.limitationOnBenefit?.visible,
    ).toBe(false);
  });

  it('offers a treaty country without an LOB article the 2021 "No LOB article in treaty" box, and Rev. 2017 no LOB question', () => {
    const rev2021 = form(treatyClaimBlock({ title: 't', limitationOnBenefit: true, noLobArticle: true }));
    const lobOf = (d: typeof rev2021, claim: Record<string, unknown>) =>
      evaluate(d, claim).blocks.treatyClaim?.questions;
    expect(lobOf(rev2021, { claimed: 'Yes', country: 'FR' })?.limitationOnBenefit).toMatchObject({
      visible: true,
      required: true,
      options: ['noLobArticle'],
    });
    expect(messages(rev2021, { claimed: 'Yes', country: 'FR' })).toEqual([
      'limitationOnBenefit:questionnaire.taxTreatyClaim.limitationOnBenefit.errorMessage',
    ]);
    expect(messages(rev2021, { claimed: 'Yes', country: 'FR', limitationOnBenefit: 'noLobArticle' })).toEqual([]);
    expect(messages(rev2021, { claimed: 'Yes', country: 'FR', limitationOnBenefit: 'government' })).not.toEqual([]);
    expect(lobOf(rev2021, { claimed: 'Yes', country: 'AT' })?.limitationOnBenefit?.options).toEqual([
      'government',
      'publiclyTradedCorporation',
      'other',
    ]);
    expect(lobOf(w8bene, { claimed: 'Yes', country: 'FR' })?.limitationOnBenefit?.visible).toBe(false);
  });

  it('recalculates on a country change: LOB, other and special rates are cleared', () => {
    const answers = {
      treatyClaim: { claimed: 'Yes', country: 'AT', limitationOnBenefit: 'other', other: 'Article 16(2)(f)' },
    };
    expect(changeAnswer(w8bene, answers, 'treatyClaim', 'country', 'FR', opts).treatyClaim).toEqual({
      claimed: 'Yes',
      country: 'FR',
    });
  });

  it('narrows special rates: income type -> articles -> rates, preselecting a single option', () => {
    let state = initialiseQuestionnaire(
      QuestionnaireKind.Form,
      w8ben,
      { treatyClaim: { claimed: 'Yes', country: 'CA', treatySpecialRatesClaims: [{}] } },
      opts,
    );
    const item = () => state.evaluation.blocks.treatyClaim?.questions.treatySpecialRatesClaims?.items?.[0]?.questions;
    expect(item()?.incomeType?.options).toEqual(['Dividends', 'Interest', 'Other Income']);
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'treatyClaim',
      questionId: 'treatySpecialRatesClaims',
      value: [{ incomeType: 'Interest' }],
    });
    expect(state.answers.treatyClaim?.treatySpecialRatesClaims).toEqual([
      { incomeType: 'Interest', articleParagraph: 'XI(1)', rate: '0' },
    ]);
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'treatyClaim',
      questionId: 'treatySpecialRatesClaims',
      value: [{ incomeType: 'Dividends', articleParagraph: 'XI(1)', rate: '0' }],
    });
    // A new income type clears the article and rate; two articles: none preselected.
    expect(state.answers.treatyClaim?.treatySpecialRatesClaims).toEqual([{ incomeType: 'Dividends' }]);
    expect(item()?.articleParagraph?.options).toEqual(['X(2)(b)', 'X(2)(a)']);
  });

  it('uses the other articles for Other Income and Not Applicable when a type has none', () => {
    const claim = (item: Record<string, unknown>) =>
      evaluate(w8ben, { claimed: 'Yes', country: 'CA', treatySpecialRatesClaims: [item] }).blocks.treatyClaim?.questions
        .treatySpecialRatesClaims?.items?.[0]?.questions;
    expect(claim({ incomeType: 'Other Income' })?.articleParagraph?.options).toEqual(['Article XXII Other income']);
    expect(claim({ incomeType: 'Royalties' })?.articleParagraph?.options).toEqual(['Not Applicable']);
  });

  it('requires every special rate field and checks the rate', () => {
    expect(
      messages(w8ben, {
        claimed: 'Yes',
        country: 'CA',
        treatySpecialRatesClaims: [
          { incomeType: 'Other Income', articleParagraph: 'Article XXII Other income', rate: '150' },
        ],
      }),
    ).toEqual([
      'treatySpecialRatesClaims.0.rate:questionnaire.treatyClaim.specialRates.rate.rangeErrorMessage',
      'treatySpecialRatesClaims.0.explanation:questionnaire.treatyClaim.specialRates.explanation.errorMessage',
    ]);
    expect(
      messages(w8ben, {
        claimed: 'Yes',
        country: 'CA',
        treatySpecialRatesClaims: [
          { incomeType: 'Dividends', articleParagraph: 'X(2)(a)', rate: '15', explanation: 'x' },
        ],
      }),
    ).toEqual(['treatySpecialRatesClaims.0.rate:questionnaire.treatyClaim.specialRates.rate.errorMessage']);
  });

  describe('U.S.-source dividends (line 14c)', () => {
    const def = form(
      treatyClaimBlock({
        title: 't',
        limitationOnBenefit: true,
        usSourceDividends: true,
        lines: { country: '14a', specialRates: '15', usSourceDividends: '14c' },
      }),
    );
    const question = (treatyClaim: Record<string, unknown>) =>
      evaluate(def, treatyClaim).blocks.treatyClaim?.questions.isUsSourceDividends;

    it('is asked only when asked for (not on W-8BEN)', () => {
      expect(w8bene.blocks[0]?.questions.some((q) => q.id === 'isUsSourceDividends')).toBe(false);
      expect(def.blocks[0]?.questions.find((q) => q.id === 'isUsSourceDividends')).toMatchObject({
        widget: 'checkbox',
        line: '14c',
      });
    });

    it('shows when the treaty country has special dividend rates (standard or pension), and is optional', () => {
      expect(question({ claimed: 'Yes', country: 'CA' })).toMatchObject({
        visible: true,
        required: false,
        valid: undefined,
      });
      expect(question({ claimed: 'Yes', country: 'GB' })?.visible).toBe(true);
      expect(question({ claimed: 'Yes', country: 'FR' })?.visible).toBe(false);
      expect(question({ claimed: 'Yes' })?.visible).toBe(false);
      expect(question({ claimed: 'No', country: 'CA' })?.visible).toBe(false);
      expect(messages(def, { claimed: 'Yes', country: 'CA', isUsSourceDividends: true })).toEqual([]);
    });

    it('is cleared by a country change and when hidden', () => {
      const answers = { treatyClaim: { claimed: 'Yes', country: 'CA', isUsSourceDividends: true } };
      expect(changeAnswer(def, answers, 'treatyClaim', 'country', 'GB', opts).treatyClaim).toEqual({
        claimed: 'Yes',
        country: 'GB',
      });
      expect(
        clearHidden(def, { treatyClaim: { claimed: 'Yes', country: 'FR', isUsSourceDividends: true } }, opts)
          .treatyClaim,
      ).toEqual({ claimed: 'Yes', country: 'FR' });
    });
  });

  describe('pension special rates (hasPensionClaim)', () => {
    const item = (treatyClaim: Record<string, unknown>) =>
      evaluate(w8bene, treatyClaim).blocks.treatyClaim?.questions.treatySpecialRatesClaims?.items?.[0]?.questions;

    it('offers the pension rates too for a tax-exempt pension trust or fund (LOB taxExempt)', () => {
      expect(
        item({ claimed: 'Yes', country: 'GB', limitationOnBenefit: 'government', treatySpecialRatesClaims: [{}] })
          ?.incomeType?.options,
      ).toEqual(['Interest', 'Other Income']);
      const pension = item({
        claimed: 'Yes',
        country: 'GB',
        limitationOnBenefit: 'taxExempt',
        treatySpecialRatesClaims: [{ incomeType: 'Dividends', articleParagraph: '10(3)(b)' }],
      });
      expect(pension?.incomeType?.options).toEqual(['Interest', 'Dividends', 'Other Income']);
      expect(pension?.articleParagraph?.options).toEqual(['10(3)(b)']);
      expect(pension?.rate?.options).toEqual(['0']);
    });

    it('accepts a pension rate claim only for a pension claim', () => {
      const claim = [{ incomeType: 'Dividends', articleParagraph: '10(3)(b)', rate: '0', explanation: 'Pension fund' }];
      expect(
        messages(w8bene, {
          claimed: 'Yes',
          country: 'GB',
          limitationOnBenefit: 'taxExempt',
          treatySpecialRatesClaims: claim,
        }),
      ).toEqual([]);
      expect(
        messages(w8bene, {
          claimed: 'Yes',
          country: 'GB',
          limitationOnBenefit: 'government',
          treatySpecialRatesClaims: claim,
        }),
      ).toEqual([
        'treatySpecialRatesClaims.0.incomeType:questionnaire.treatyClaim.specialRates.incomeType.errorMessage',
        'treatySpecialRatesClaims.0.articleParagraph:questionnaire.treatyClaim.specialRates.article.errorMessage',
      ]);
    });

    it('preselects the single pension article and rate, and a LOB change clears the claims', () => {
      let state = initialiseQuestionnaire(
        QuestionnaireKind.Form,
        w8bene,
        {
          treatyClaim: {
            claimed: 'Yes',
            country: 'GB',
            limitationOnBenefit: 'taxExempt',
            treatySpecialRatesClaims: [{}],
          },
        },
        opts,
      );
      state = questionnaireReducer(state, {
        type: 'setAnswer',
        blockId: 'treatyClaim',
        questionId: 'treatySpecialRatesClaims',
        value: [{ incomeType: 'Dividends' }],
      });
      expect(state.answers.treatyClaim?.treatySpecialRatesClaims).toEqual([
        { incomeType: 'Dividends', articleParagraph: '10(3)(b)', rate: '0' },
      ]);
      state = questionnaireReducer(state, {
        type: 'setAnswer',
        blockId: 'treatyClaim',
        questionId: 'limitationOnBenefit',
        value: 'government',
      });
      expect(state.answers.treatyClaim?.treatySpecialRatesClaims).toBeUndefined();
    });
  });
});
