import { certificationText, defaultAnswers, evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { fatca_crsi_2023 } from '../src/fatcacrs';
import { carryAnswers } from '../src/prequal';
import { today } from './support';

/** A complete combined FATCA/CRS form of a US citizen living in France. */
const valid = (): Answers =>
  mergeAnswers(defaultAnswers(fatca_crsi_2023), {
    crsName: { title: 'Ms', firstName: 'Jane', lastName: 'Doe' },
    address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    birthDetails: { birthDate: '04-07-1980', birthTown: 'Boston', birthCountry: 'US' },
    usPerson: { isUsCitizen: 'Yes', isUsResident: 'No', usTin: '123456780' },
    taxResidences: { taxResidences: [{ country: 'FR', tin: '1234567890123' }] },
    signature: { name: 'Jane Doe', date: '15-06-2024' },
  });
const evaluate = (answers: Answers) => evaluateForm(fatca_crsi_2023, answers, { today });
const failures = (answers: Answers) =>
  evaluate(answers).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);

describe('combined FATCA/CRS individual self-certification (fatca_crsi_2023)', () => {
  it('lays out Part 1 (the CRS-I’s identification), Part 2 (FATCA), Part 3 (CRS tax residences), Part 4 (signature)', () => {
    expect(fatca_crsi_2023.blocks.map((b) => [b.id, b.part])).toEqual([
      ['crsName', '1'],
      ['address', '1'],
      ['mailingAddress', '1'],
      ['birthDetails', '1'],
      ['usPerson', '2'],
      ['taxResidences', '3'],
      ['signature', '4'],
    ]);
    expect([fatca_crsi_2023.family, fatca_crsi_2023.signatureSection, fatca_crsi_2023.dateFormat]).toEqual([
      'FATCA CRS',
      'signature',
      'dd-MM-yyyy',
    ]);
  });

  it('a US citizen with a US TIN and a French tax residence is complete', () => {
    expect(failures(valid())).toEqual([]);
  });

  it('asks the US TIN of a US citizen or US resident only, and checks it as an SSN or ITIN', () => {
    const tinShown = (usPerson: Answers[string]) =>
      evaluate(mergeAnswers(valid(), { usPerson })).blocks.usPerson?.questions.usTin?.visible;
    expect(tinShown({ isUsCitizen: 'No', isUsResident: 'No' })).toBe(false);
    expect(tinShown({ isUsCitizen: 'No', isUsResident: 'Yes' })).toBe(true);
    expect(failures(mergeAnswers(valid(), { usPerson: { isUsCitizen: 'No', isUsResident: 'No', usTin: '' } }))).toEqual(
      [],
    );
    expect(failures(mergeAnswers(valid(), { usPerson: { usTin: '' } }))).toEqual([
      'usPerson.usTin:questionnaire.usTin.tin.errorMessage',
    ]);
    expect(failures(mergeAnswers(valid(), { usPerson: { usTin: '666123456' } }))).toEqual([
      'usPerson.usTin:questionnaire.usTin.tin.ssnErrorMessage',
    ]);
    expect(failures(mergeAnswers(valid(), { usPerson: { isUsCitizen: '', isUsResident: '' } }))).toEqual([
      'usPerson.isUsCitizen:questionnaire.usPerson.isUsCitizen.errorMessage',
      'usPerson.isUsResident:questionnaire.usPerson.isUsResident.errorMessage',
    ]);
  });

  it('shapes the declaration by the US answer: a US person’s statement (US TIN, the IRS) or a non-US person’s, the other struck', () => {
    const declared = (usPerson: Answers[string]) =>
      certificationText(fatca_crsi_2023, mergeAnswers(valid(), { usPerson })).items.map(
        (item) => `${item.marker}${item.key}${item.struck ? ' (struck)' : ''}`,
      );
    const us = ['1.certification.fatca_crsi_2023.usPerson', '2.certification.fatca_crsi_2023.notUsPerson (struck)'];
    expect(declared({ isUsCitizen: 'Yes', isUsResident: 'No' })).toEqual(us);
    expect(declared({ isUsCitizen: 'No', isUsResident: 'Yes' })).toEqual(us);
    expect(declared({ isUsCitizen: 'Yes', isUsResident: 'Yes' })).toEqual(us);
    expect(declared({ isUsCitizen: 'No', isUsResident: 'No', usTin: '' })).toEqual([
      '1.certification.fatca_crsi_2023.usPerson (struck)',
      '2.certification.fatca_crsi_2023.notUsPerson',
    ]);
    // Before Part 2 is answered neither statement is chosen (the form cannot be signed then).
    expect(declared({ isUsCitizen: 'No', isUsResident: '' })).toEqual([
      '1.certification.fatca_crsi_2023.usPerson',
      '2.certification.fatca_crsi_2023.notUsPerson',
    ]);
  });

  it('says who is a US citizen: a dual citizen, someone born in the United States who has not given it up', () => {
    const citizen = fatca_crsi_2023.blocks
      .find((b) => b.id === 'usPerson')
      ?.questions.find((q) => q.id === 'isUsCitizen');
    expect(citizen?.hint).toBe('questionnaire.fatca_crsi_2023.isUsCitizen.hint');
  });

  it('takes an ITIN as the US TIN (the SSN/ITIN identifier), printed in the SSN layout', () => {
    expect(failures(mergeAnswers(valid(), { usPerson: { usTin: '912701234' } }))).toEqual([]);
    expect(failures(mergeAnswers(valid(), { usPerson: { usTin: '912931234' } }))).toEqual([
      'usPerson.usTin:questionnaire.usTin.tin.ssnErrorMessage',
    ]);
  });

  it('warns of a US mailing address of someone who says "not a US person", as of a US residence address or birthplace', () => {
    const notUs = mergeAnswers(valid(), {
      usPerson: { isUsCitizen: 'No', isUsResident: 'No', usTin: '' },
      birthDetails: { birthCountry: 'FR' },
      mailingAddress: { line1: '1 Main Street', line3: 'Springfield', postalCode: '62701', country: 'US' },
    });
    const evaluation = evaluate(notUs);
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.warnings.map((w) => `${w.check}:${w.field}:${w.message}`)).toEqual([
      'US-MAILING-ADDRESS-NOT-US-PERSON:mailingAddress.country:questionnaire.crsConsistency.usAddress.warning',
    ]);
  });

  it('takes 1–5 tax residences and refuses a reason B without an explanation', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ country: ['FR', 'DE', 'IT', 'ES', 'NL', 'BE'][i], tin: '1' }));
    expect(failures(mergeAnswers(valid(), { taxResidences: { taxResidences: five } }))).toEqual([]);
    expect(
      failures(mergeAnswers(valid(), { taxResidences: { taxResidences: [...five, { country: 'PT', tin: '1' }] } })),
    ).toEqual(['taxResidences.taxResidences:questionnaire.taxResidence.maxItemsErrorMessage']);
    expect(
      failures(mergeAnswers(valid(), { taxResidences: { taxResidences: [{ country: 'AE', reason: 'B' }] } })),
    ).toEqual([
      'taxResidences.taxResidences.0.reasonExplanation:questionnaire.taxResidence.reasonExplanation.errorMessage',
    ]);
  });

  it('opens with the pre-qualifying answers carried: the name in parts, the US citizenship and the residence country', () => {
    const prequal: Answers = {
      holder: { accountHolderType: 'Individual' },
      status: { isControllingPerson: 'No', isUsCitizen: 'Yes' },
      usIncome: { hasUsIncome: 'Yes' },
      crs: { isCrsParticipatingAccount: 'Yes' },
      residency: { isNonUsResident: 'Yes', residenceCountry: 'FR' },
      holderName: { firstName: 'Jane', lastName: 'Doe' },
    };
    expect(carryAnswers(prequal, fatca_crsi_2023)).toMatchObject({
      crsName: { firstName: 'Jane', lastName: 'Doe' },
      usPerson: { isUsCitizen: 'Yes' },
      taxResidences: { taxResidences: [{ country: 'FR' }] },
    });
  });
});
