import { defaultAnswers, evaluateForm, mergeAnswers, type Answers, type ReferenceData } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w8bene_2017, w8bene_2021 } from '../src/w8bene';
import { today } from './support';

const noLobCountry = {
  country: 'GB',
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
};
const reference: ReferenceData = { usTaxTreatyCountries: ['GB'], lobs: [noLobCountry] };
const government: Answers = mergeAnswers(defaultAnswers(w8bene_2017), {
  name: { name: 'Ministry of Finance', country: 'GB' },
  entityType: { ch3Status: 'Government', ch4Status: 'ForeignGovernment' },
  address: { line1: '1 Horse Guards Road', line3: 'London', postalCode: 'SW1A 2HQ', country: 'GB' },
  // No foreign TIN: Rev. July 2017 has no line 9c and does not require one (ADR 050).
  treatyClaim: { claimed: 'Yes', country: 'GB' },
  partXIII: { box27: true },
  part30: { capacityToSign: true, name: 'A. Officer', date: '06-15-2024' },
});
const failures = (def: typeof w8bene_2017, answers: Answers) =>
  evaluateForm(def, answers, { today, reference }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);

describe('W-8BEN-E Rev. July 2017', () => {
  it('is the 2021 form with 12 line 4 boxes, one of them "Government"', () => {
    expect(w8bene_2017.revision).toBe('Rev. July 2017');
    const ch3 = (def: typeof w8bene_2017) =>
      def.blocks.find((b) => b.id === 'entityType')?.questions[0]?.props?.options?.map((o) => o.value) ?? [];
    expect(ch3(w8bene_2017)).toHaveLength(12);
    expect(ch3(w8bene_2017)).toContain('Government');
    expect(ch3(w8bene_2021)).not.toContain('Government');
    expect(w8bene_2017.blocks.map((b) => b.id)).toEqual(w8bene_2021.blocks.map((b) => b.id));
  });

  it('takes a government claiming treaty benefits under a treaty without an LOB article, with no LOB box', () => {
    expect(failures(w8bene_2017, government)).toEqual([]);
    expect(
      evaluateForm(w8bene_2017, government, { today, reference }).blocks.treatyClaim?.questions.limitationOnBenefit
        ?.visible,
    ).toBe(false);
  });

  it('refuses the 2021 government boxes, and the 2021 form asks the "No LOB article" box', () => {
    expect(
      failures(w8bene_2017, mergeAnswers(government, { entityType: { ch3Status: 'ForeignGovernmentIntegralPart' } })),
    ).toEqual(['entityType.ch3Status:questionnaire.entityType.ch3Status.errorMessage']);
    const rev2021 = mergeAnswers(government, {
      entityType: { ch3Status: 'ForeignGovernmentIntegralPart' },
      taxIdNumbers: { ftinNotRequired: true },
    });
    expect(failures(w8bene_2021, rev2021)).toEqual([
      'treatyClaim.limitationOnBenefit:questionnaire.taxTreatyClaim.limitationOnBenefit.errorMessage',
    ]);
  });

  it('has sample answers that pass every rule', () => {
    const sample = mergeAnswers(w8bene_2017.sampleAnswers?.(defaultAnswers(w8bene_2017), 'A. Officer') ?? {}, {
      part30: { date: '06-15-2024' },
    });
    expect(evaluateForm(w8bene_2017, sample, { today }).failures).toEqual([]);
  });
});
