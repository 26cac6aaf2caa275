import { defaultAnswers, evaluateForm, mergeAnswers, type Answers, type BlockAnswers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { loadDefinition } from '../src/index';
import { rc519, rc519_2024 } from '../src/rc/rc519';
import { today } from './support';

const person = (extra: BlockAnswers = {}): BlockAnswers => ({
  firstName: 'Marie',
  lastName: 'Tremblay',
  birthDate: '1975-03-21',
  type: 'CRS801',
  address: [{ line1: '100 Rue Sainte-Catherine', line3: 'Montréal QC', postalCode: 'H2X 1Z4', country: 'CA' }],
  ...extra,
});

/** The typical customer: a passive Canadian corporation with one controlling person. */
const passiveCorporation = (): Answers =>
  mergeAnswers(defaultAnswers(rc519_2024), {
    name: { name: 'Érable Holdings Inc.' },
    incorporation: { country: 'CA' },
    address: { line1: '200 Bay Street', line3: 'Toronto ON', postalCode: 'M5J 2J2', country: 'CA' },
    canadianTaxResident: { isCanadianTaxResident: 'Yes', businessNumber: '123456782RC0001' },
    usTaxResident: { isUsTaxResident: 'No', appliedFor: 'No' },
    entityType: { type: '4' },
    controllingPersons: { controllingPersons: [person()] },
    signature: { name: 'Jean Gagnon', capacity: 'Director', date: '2024-06-15' },
  });

const failures = (answers: Answers) =>
  evaluateForm(rc519_2024, answers, { today }).failures.map((f) => `${[f.blockId, ...f.path].join('.')}:${f.message}`);
const withCanada = (canadianTaxResident: BlockAnswers) =>
  mergeAnswers(passiveCorporation(), {
    canadianTaxResident: { businessNumber: '', trustAccountNumber: '', ...canadianTaxResident },
  });

describe('RC519 (2024 and the revision before)', () => {
  it('lays out sections 1 to 5 in order, the signer under `signature`', () => {
    expect(rc519_2024.blocks.map((b) => [b.id, b.part])).toEqual([
      ['name', '1'],
      ['incorporation', '1'],
      ['accountNumber', '1'],
      ['address', '1'],
      ['mailingAddress', '1'],
      ['canadianTaxResident', '2'],
      ['usTaxResident', '2'],
      ['taxResidences', '2'],
      ['effectiveManagement', '2'],
      ['entityType', '3'],
      ['giin', '3'],
      ['controllingPersons', '4'],
      ['signature', '5'],
    ]);
    expect(rc519.blocks.map((b) => b.id)).toEqual(rc519_2024.blocks.map((b) => b.id));
  });

  it('is loaded from the registry under both codes', async () => {
    expect((await loadDefinition('rc519_2024'))?.formType).toBe('rc519_2024');
    expect((await loadDefinition('rc519'))?.formType).toBe('rc519');
  });

  it('accepts the passive Canadian corporation with one controlling person', () => {
    expect(failures(passiveCorporation())).toEqual([]);
  });

  it('takes the business number as the 9-digit BN or the 15-character program account (ADR 064), or a trust account number of 8 digits after the T', () => {
    const bn = 'canadianTaxResident.businessNumber:questionnaire.rcEntityCanadianTaxResident.businessNumber';
    const format = 'canadianTaxResident.businessNumber:questionnaire.rc519.businessNumber.formatErrorMessage';
    expect(failures(withCanada({}))).toEqual([`${bn}.errorMessage`]);
    expect(failures(withCanada({ businessNumber: '123456789' }))).toEqual([]);
    expect(failures(withCanada({ businessNumber: '123456789RC0001' }))).toEqual([]);
    for (const wrong of [
      '12345678',
      '1234567890',
      '123456789RC',
      '12345678RRC0001',
      '123456789R10001',
      '123456789RC00012',
    ])
      expect(failures(withCanada({ businessNumber: wrong })), wrong).toEqual([format]);
    expect(failures(withCanada({ trustAccountNumber: '12345678' }))).toEqual([]);
    const trust = 'canadianTaxResident.trustAccountNumber:questionnaire.rcEntityCanadianTaxResident.trustAccountNumber';
    expect(failures(withCanada({ trustAccountNumber: '1234567' }))).toEqual([`${trust}.lengthErrorMessage`]);
    expect(failures(withCanada({ trustAccountNumber: '1234567X' }))).toEqual([`${trust}.digitsErrorMessage`]);
    // Not Canadian, not American (the sample) and no other jurisdiction: the place of effective management is asked.
    expect(failures(withCanada({ isCanadianTaxResident: 'No' }))).toEqual([
      'effectiveManagement.country:questionnaire.rc519.effectiveManagement.errorMessage',
    ]);
  });

  it('asks the U.S. TIN of a U.S. resident entity as an EIN, or applied for', () => {
    const us = (usTaxResident: BlockAnswers) => failures(mergeAnswers(passiveCorporation(), { usTaxResident }));
    expect(us({ isUsTaxResident: 'Yes', tin: '' })).toEqual(['usTaxResident.tin:questionnaire.usTin.tin.errorMessage']);
    expect(us({ isUsTaxResident: 'Yes', tin: '', appliedFor: 'Yes' })).toEqual([]);
    expect(us({ isUsTaxResident: 'Yes', tin: '121234567' })).toEqual([]);
  });

  it('shows the GIIN only for entity type "2" (questionnaire-and-forms.md §5) and needs it there, or "applied for"', () => {
    const fi = mergeAnswers(passiveCorporation(), { entityType: { type: '2' } });
    const state = (answers: Answers) => evaluateForm(rc519_2024, answers, { today }).blocks;
    expect(state(passiveCorporation()).giin?.visible).toBe(false);
    expect(state(fi).giin?.visible).toBe(true);
    expect(failures(fi)).toEqual(['giin.value:questionnaire.giin.errorMessage']);
    expect(failures(mergeAnswers(fi, { giin: { value: '98Q96B00000NA124' } }))).toEqual([]);
    expect(failures(mergeAnswers(fi, { giin: { appliedFor: true } }))).toEqual([]);
    for (const type of ['1', '3', '4'])
      expect(state(mergeAnswers(passiveCorporation(), { entityType: { type } })).giin?.visible, type).toBe(false);
  });

  it('lists 1–2 controlling persons for types "3" and "4" only', () => {
    const state = (type: string) =>
      evaluateForm(rc519_2024, mergeAnswers(passiveCorporation(), { entityType: { type } }), { today }).blocks
        .controllingPersons?.visible;
    expect(['1', '2', '3', '4'].map(state)).toEqual([false, false, true, true]);
    const three = mergeAnswers(passiveCorporation(), {
      controllingPersons: { controllingPersons: [person(), person(), person()] },
    });
    expect(evaluateForm(rc519_2024, three, { today }).failures.map((f) => f.rule)).toEqual(['maxItems']);
  });

  it('a controlling person is valid with first name, last name, birth date, type and address; the other sub-blocks are checked once filled (questionnaire-and-forms.md §4)', () => {
    const with_ = (extra: BlockAnswers) =>
      failures(mergeAnswers(passiveCorporation(), { controllingPersons: { controllingPersons: [person(extra)] } }));
    const at = 'controllingPersons.controllingPersons.0';
    expect(with_({ firstName: '', birthDate: '', type: '' })).toEqual([
      `${at}.firstName:questionnaire.controllingPerson.firstName.errorMessage`,
      `${at}.birthDate:questionnaire.controllingPerson.birthDate.errorMessage`,
      `${at}.type:questionnaire.controllingPerson.type.errorMessage`,
    ]);
    expect(with_({ address: [{}] })).toEqual([
      `${at}.address.0.line1:questionnaire.address.1.errorMessage`,
      `${at}.address.0.country:questionnaire.address.country.errorMessage`,
    ]);
    expect(with_({ cpCanadianTaxResident: [{}], cpUsTaxResident: [{}], taxResidences: [{}] })).toEqual([]);
    // 846 454 288 passes the Luhn check but starts with 8, a first digit the CRA does not use.
    expect(
      with_({ cpCanadianTaxResident: [{ isCanadianTaxResident: 'Yes', socialInsuranceNumber: '846454288' }] }),
    ).toEqual([
      `${at}.cpCanadianTaxResident.0.socialInsuranceNumber:questionnaire.canadianTaxResident.socialInsuranceNumber.firstDigitErrorMessage`,
    ]);
    expect(with_({ cpUsTaxResident: [{ isUsTaxResident: 'Yes', appliedFor: 'No' }] })).toEqual([
      `${at}.cpUsTaxResident.0.tin:questionnaire.usTin.tin.errorMessage`,
    ]);
    expect(with_({ cpUsTaxResident: [{ isUsTaxResident: 'Yes', tin: '521447812', appliedFor: 'No' }] })).toEqual([]);
    expect(with_({ taxResidences: [{ country: 'FR', reason: '3' }] })).toEqual([
      `${at}.taxResidences.0.reasonExplanation:questionnaire.rc.taxResidences.reasonExplanation.errorMessage`,
    ]);
    expect(with_({ birthDate: '21-03-1975' })).toEqual([
      `${at}.birthDate:questionnaire.birthDetails.birthDate.formatErrorMessage`,
    ]);
  });

  it('is signed by an authorized person who gives a position', () => {
    expect(failures(mergeAnswers(passiveCorporation(), { signature: { capacity: '' } }))).toEqual([
      'signature.capacity:questionnaire.signer.capacity.errorMessage',
    ]);
  });
});
