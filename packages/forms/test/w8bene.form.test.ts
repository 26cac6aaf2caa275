import {
  clearHidden,
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  settleChange,
  type Answers,
  type ReferenceData,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { carryAnswers } from '../src/prequal';
import { w8bene_2021 } from '../src/w8bene';
import { today } from './support';

const GIIN = '98Q96B00000LE826';
const lob = {
  hasLobProvision: true,
  government: true,
  taxExempt: false,
  otherTaxExempt: false,
  publiclyTradedCorporation: true,
  subsidiary: false,
  meetsOwnershipTest: false,
  derivativeBenefitsTest: false,
  activeTradeBusinessTest: true,
  discretionaryDetermination: false,
  others: [],
};
const reference: ReferenceData = {
  usTaxTreatyCountries: ['DE', 'GB'],
  lobs: [{ country: 'DE', ...lob }],
  specialRateProvisions: {
    DE: { standard: [{ incomeType: 'Dividends', article: '10(2)(b)', percentage: 15 }], pension: [] },
  },
  validCh3Ch4Combinations: [
    { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' },
    { ch3Status: 'Corporation', ch4Status: 'PassiveNffe' },
    { ch3Status: 'Corporation', ch4Status: 'ParticipatingFfi' },
    { ch3Status: 'Partnership', ch4Status: 'PassiveNffe' },
  ],
};
const opts = { today, reference };

const base = (overrides: Answers): Answers =>
  mergeAnswers(defaultAnswers(w8bene_2021), {
    name: { name: 'Beispiel GmbH', country: 'DE' },
    address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
    taxIdNumbers: { ftin: 'DE123456789' },
    treatyClaim: { claimed: 'No' },
    part30: { capacityToSign: true, name: 'Erika Mustermann', date: '06-15-2024' },
    ...overrides,
  });
const failures = (answers: Answers) =>
  evaluateForm(w8bene_2021, answers, opts).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const visibleParts = (answers: Answers) => {
  const evaluation = evaluateForm(w8bene_2021, answers, opts);
  return [...new Set(w8bene_2021.blocks.filter((b) => evaluation.blocks[b.id]?.visible).map((b) => b.part))];
};

/** An active NFFE claiming the German treaty's 15 % dividend rate as a publicly traded company. */
const activeNffe = base({
  entityType: { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' },
  treatyClaim: {
    claimed: 'Yes',
    country: 'DE',
    limitationOnBenefit: 'publiclyTradedCorporation',
    treatySpecialRatesClaims: [
      { incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '15', explanation: 'Holding of less than 10 %' },
    ],
  },
  partXXV: { box39: true },
});
/** A participating FFI (a foreign bank) with its GIIN on line 9a and no U.S. TIN. */
const participatingFfi = base({
  entityType: { ch3Status: 'Corporation', ch4Status: 'ParticipatingFfi' },
  taxIdNumbers: { giin: GIIN, ftin: 'DE123456789' },
});
/** A passive NFFE listing two substantial U.S. owners: a person with an SSN and a company with an EIN. */
const owner = (name: string, tinType: string, tin: string) => ({
  name,
  tinType,
  tin,
  address: [{ line1: '1 Main St', line3: 'Springfield', line4: 'IL', postalCode: '62701', country: 'US' }],
});
const passiveNffe = base({
  entityType: { ch3Status: 'Corporation', ch4Status: 'PassiveNffe' },
  partXXVI: { box40a: true, choice: '40c' },
  substantialOwners: {
    substantialOwners: [owner('Jane Doe', 'Ssn', '123456780'), owner('Doe Holdings Inc.', 'Ein', '981234567')],
  },
});

describe('W-8BEN-E Rev. October 2021', () => {
  it('lays Part I out in the official line order, then Parts II, III, IV–XXVIII, XXIX and XXX', () => {
    const lines = w8bene_2021.blocks.filter((b) => b.part === 'I').flatMap((b) => b.questions.map((q) => q.line));
    expect([...new Set(lines)]).toEqual(['1', '2', '4', '5', '6', '7', '8', '9a', '9b', '9c', '10']);
    expect(w8bene_2021.parts?.map((p) => p.id)).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X',
      'XI',
      'XII',
      'XIII',
      'XIV',
      'XV',
      'XVI',
      'XVII',
      'XVIII',
      'XIX',
      'XX',
      'XXI',
      'XXII',
      'XXIII',
      'XXIV',
      'XXV',
      'XXVI',
      'XXVII',
      'XXVIII',
      'XXIX',
      'XXX',
    ]);
    expect(w8bene_2021.signatureSection).toBe('part30');
    expect(w8bene_2021.blocks.find((b) => b.part === 'II')?.questions.map((q) => q.line)).toEqual([
      '3',
      '11',
      '13',
      '12',
    ]);
  });

  it('completes an active NFFE with a treaty claim: Parts I, II, III, XXV and XXX', () => {
    expect(failures(activeNffe)).toEqual([]);
    expect(visibleParts(activeNffe)).toEqual(['I', 'II', 'III', 'XXV', 'XXX']);
    expect(failures({ ...activeNffe, partXXV: {} })).toEqual(['partXXV.box39:questionnaire.ch4Part.box.errorMessage']);
  });

  it('completes a participating FFI with its GIIN and no U.S. TIN; without the GIIN line 9a fails', () => {
    expect(failures(participatingFfi)).toEqual([]);
    expect(visibleParts(participatingFfi)).toEqual(['I', 'II', 'III', 'XXX']);
    expect(failures(mergeAnswers(participatingFfi, { taxIdNumbers: { giin: '' } }))).toEqual([
      'taxIdNumbers.giin:questionnaire.giin.errorMessage',
    ]);
  });

  it('completes a passive NFFE with two substantial U.S. owners, a person and an entity; 40b closes Part XXIX', () => {
    expect(failures(passiveNffe)).toEqual([]);
    expect(visibleParts(passiveNffe)).toEqual(['I', 'II', 'III', 'XXVI', 'XXIX', 'XXX']);
    const settled = settleChange(w8bene_2021, passiveNffe, 'partXXVI', { box40a: true, choice: '40b' }, opts);
    expect(settled.answers.substantialOwners).toEqual({});
    expect(settled.evaluation.failures).toEqual([]);
  });

  it('keeps Part XXIX within 1 to 9 owners', () => {
    const owners = (n: number) => ({
      ...passiveNffe,
      substantialOwners: {
        substantialOwners: Array.from({ length: n }, (_, i) => owner(`Owner ${i + 1}`, 'Ssn', '123456780')),
      },
    });
    expect(failures(owners(9))).toEqual([]);
    expect(failures(owners(10))).toEqual([
      'substantialOwners.substantialOwners:questionnaire.substantialOwner.substantialOwners.maxItemsErrorMessage',
    ]);
    // At least one: with none listed, the first owner is still asked for.
    expect(failures(owners(0))).toContain(
      'substantialOwners.substantialOwners.0.name:questionnaire.substantialOwner.name.errorMessage',
    );
  });

  it('requires the foreign TIN unless 9c says it is not legally required', () => {
    expect(failures(mergeAnswers(activeNffe, { taxIdNumbers: { ftin: '' } }))).toEqual([
      'taxIdNumbers.ftin:questionnaire.foreignTin.tin.errorMessage',
    ]);
    expect(failures(mergeAnswers(activeNffe, { taxIdNumbers: { ftin: '', ftinNotRequired: true } }))).toEqual([]);
  });

  it('offers a treaty country without an LOB article the 2021 "No LOB article in treaty" box', () => {
    const withoutLob = { ...reference, lobs: [{ country: 'GB', ...lob, hasLobProvision: false }] };
    const claim = mergeAnswers(activeNffe, {
      treatyClaim: { country: 'GB', limitationOnBenefit: 'noLobArticle', treatySpecialRatesClaims: [] },
    });
    const evaluation = evaluateForm(w8bene_2021, claim, { today, reference: withoutLob });
    expect(evaluation.blocks.treatyClaim?.questions.limitationOnBenefit?.options).toEqual(['noLobArticle']);
    expect(evaluation.failures).toEqual([]);
  });

  it('refuses a chapter 3 / chapter 4 pair the configuration does not list', () => {
    expect(
      failures(mergeAnswers(participatingFfi, { entityType: { ch3Status: 'Partnership', hybridEntity: 'No' } })),
    ).toEqual(['entityType.ch4Status:questionnaire.entityType.combination.errorMessage']);
  });

  it('asks a partnership for Part III only as a hybrid making a treaty claim', () => {
    const partnership = base({
      entityType: { ch3Status: 'Partnership', ch4Status: 'PassiveNffe', hybridEntity: 'No' },
      partXXVI: { box40a: true, choice: '40b' },
    });
    expect(visibleParts(partnership)).toEqual(['I', 'II', 'XXVI', 'XXX']);
    expect(clearHidden(w8bene_2021, partnership, opts).treatyClaim).toEqual({});
    expect(visibleParts(mergeAnswers(partnership, { entityType: { hybridEntity: 'Yes' } }))).toEqual([
      'I',
      'II',
      'III',
      'XXVI',
      'XXX',
    ]);
  });

  it('refuses a permanent residence in the US or at a P.O. box', () => {
    expect(failures(mergeAnswers(activeNffe, { address: { country: 'US', line4: 'NY' } }))).toEqual([
      'address.country:questionnaire.w8bene.address.usErrorMessage',
    ]);
    expect(failures(mergeAnswers(activeNffe, { address: { line1: 'P.O. Box 12' } }))).toEqual([
      'address.line1:questionnaire.w8bene.address.poBoxErrorMessage',
    ]);
  });

  it('takes the entity name and residence country the pre-qualifying questionnaire carries', () => {
    const prequal: Answers = {
      holder: { accountHolderType: 'Entity' },
      soleOwner: { isDbaOrDre: 'No' },
      residency: { isNonUsResident: 'Yes', residenceCountry: 'DE' },
      holderName: { entityName: 'Acme SA' },
    };
    expect(carryAnswers(prequal, w8bene_2021)).toEqual({ name: { name: 'Acme SA' }, address: { country: 'DE' } });
    expect(w8bene_2021.lockGroups).toEqual({ customerName: ['name.name'], customerAddress: ['address'] });
  });

  it('has sample answers that pass every rule', () => {
    const sample = w8bene_2021.sampleAnswers?.(defaultAnswers(w8bene_2021), 'Erika Mustermann') ?? {};
    const signed = mergeAnswers(sample, { part30: { date: '06-15-2024' } });
    expect(evaluateForm(w8bene_2021, signed, { today }).failures).toEqual([]);
  });
});
