import { clearHidden, defaultAnswers, evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w8ben_2021 } from '../src/w8ben';
import { today } from './support';

const valid = (): Answers =>
  mergeAnswers(defaultAnswers(w8ben_2021), {
    name: { name: 'Pierre Martin' },
    citizenship: { country: 'FR' },
    address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    foreignTin: { tin: '1234567890123' },
    birthDetails: { birthDate: '07-04-1980' },
    treatyClaim: { claimed: 'No' },
    part3: { capacityToSign: true, name: 'Pierre Martin', date: '06-15-2024' },
  });

describe('W-8BEN Rev. October 2021', () => {
  it('lays the blocks out in the official line order, signer under part3', () => {
    expect(w8ben_2021.blocks.map((b) => b.id)).toEqual([
      ...['name', 'citizenship', 'address', 'mailingAddress', 'usTin', 'foreignTin'],
      ...['referenceNumbers', 'birthDetails', 'treatyClaim', 'part3'],
    ]);
    const lines = [
      ...new Set(w8ben_2021.blocks.flatMap((b) => b.questions.map((q) => q.line)).filter((l) => l !== undefined)),
    ];
    expect(lines).toEqual(['1', '2', '3', '4', '5', '6a', '6b', '7', '8', '9', '10']);
    expect(w8ben_2021.signatureSection).toBe('part3');
  });

  it('evaluates a complete form as valid', () => {
    expect(evaluateForm(w8ben_2021, valid(), { today }).failures).toEqual([]);
  });

  it('lists the failures of an empty form', () => {
    const answers = clearHidden(w8ben_2021, defaultAnswers(w8ben_2021), { today });
    expect(
      evaluateForm(w8ben_2021, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.rule}`),
    ).toEqual([
      'name.name:required',
      'citizenship.country:required',
      'address.line1:required',
      'address.country:required',
      'foreignTin.tin:required',
      'birthDetails.birthDate:required',
      'treatyClaim.claimed:required',
      'part3.capacityToSign:custom',
      'part3.name:required',
    ]);
  });

  it('takes an optional SSN or ITIN without applied-for, and a birth date as MM-dd-yyyy', () => {
    const questions = evaluateForm(w8ben_2021, valid(), { today }).blocks.usTin?.questions;
    expect([questions?.tinType?.visible, questions?.appliedFor?.visible, questions?.tin?.required]).toEqual([
      false,
      false,
      false,
    ]);
    const withItin = mergeAnswers(valid(), { usTin: { tin: '912781234' } });
    expect(evaluateForm(w8ben_2021, withItin, { today }).valid).toBe(true);
    const dayFirst = mergeAnswers(valid(), { birthDetails: { birthDate: '31-12-1980' } });
    expect(evaluateForm(w8ben_2021, dayFirst, { today }).failures.map((f) => f.message)).toEqual([
      'questionnaire.birthDetails.birthDate.formatErrorMessage',
    ]);
  });

  it('accepts "FTIN not legally required" (6b) instead of a foreign TIN', () => {
    const answers = mergeAnswers(valid(), { foreignTin: { tin: '', notRequired: true } });
    expect(evaluateForm(w8ben_2021, answers, { today }).valid).toBe(true);
  });

  it('asks for the treaty country on claim, from the reference data', () => {
    const answers = mergeAnswers(valid(), { treatyClaim: { claimed: 'Yes', country: 'BR' } });
    const reference = { usTaxTreatyCountries: ['FR', 'CA'] };
    expect(evaluateForm(w8ben_2021, answers, { today, reference }).failures.map((f) => f.message)).toEqual([
      'questionnaire.treatyClaim.country.treatyErrorMessage',
    ]);
    expect(
      evaluateForm(w8ben_2021, mergeAnswers(answers, { treatyClaim: { country: 'FR', specialRatesApply: 'No' } }), {
        today,
        reference,
      }).valid,
    ).toBe(true);
  });

  describe('line 3: a permanent residence address outside the US, never a P.O. box or in-care-of address', () => {
    const messages = (address: Record<string, string>) =>
      evaluateForm(w8ben_2021, mergeAnswers(valid(), { address }), { today }).failures.map(
        (f) => `${f.questionId}:${f.message}`,
      );

    it.each([
      'P.O. Box 42',
      'PO Box 42',
      'p o box 42',
      'Post Office Box 42',
      'POB 42',
      'Postfach 10 20 30',
      'Boîte postale 12',
      'Apartado de correos 7',
      'Apdo. 7',
      'Casella postale 3',
      'Postbus 1234',
    ])('refuses the P.O. box "%s" on either street line, with its own message', (street) => {
      expect(messages({ line1: street })).toEqual(['line1:questionnaire.w8ben.address.poBoxErrorMessage']);
      expect(messages({ line2: street })).toEqual(['line2:questionnaire.w8ben.address.poBoxErrorMessage']);
    });

    it.each(['c/o Anna Schmidt', 'C/O Anna', 'Hauptstraße 5, c/o Müller', 'care of Anna Schmidt', 'In care of Anna'])(
      'refuses the in-care-of address "%s"',
      (street) => {
        expect(messages({ line2: street })).toEqual(['line2:questionnaire.w8ben.address.inCareOfErrorMessage']);
      },
    );

    it.each([
      'Hippobox Straße 4',
      'Depot Boxhagener Straße 12',
      'Postboxweg 3',
      'Daycare of Kreuzberg, Hauptstraße 1',
      'Cosmo Strasse 2',
      'Apartado Park 1',
    ])('accepts the street "%s"', (street) => {
      expect(messages({ line1: street })).toEqual([]);
    });

    it('refuses a US residence with its own message, and takes a P.O. box or c/o as the mailing address on line 4', () => {
      expect(messages({ country: 'US' })).toEqual(['country:questionnaire.w8ben.address.usErrorMessage']);
      const mailing = mergeAnswers(valid(), {
        mailingAddress: { line1: 'P.O. Box 42', line2: 'c/o Anna Schmidt', line3: 'Paris', country: 'US' },
      });
      expect(evaluateForm(w8ben_2021, mailing, { today }).failures).toEqual([]);
    });
  });

  it('line 5 checks an SSN or ITIN, even when an API client sends the hidden TIN type Ein', () => {
    const line5 = (usTin: Record<string, string>) =>
      evaluateForm(w8ben_2021, mergeAnswers(valid(), { usTin }), { today }).failures.map((f) => f.message);
    expect(line5({ tinType: 'Ein', tin: '666123456' })).toEqual(['questionnaire.usTin.tin.ssnErrorMessage']);
    expect(line5({ tinType: 'Ein', tin: '071234567' })).toEqual([]);
    expect(line5({ tinType: 'Ein', tin: '000123456' })).toEqual(['questionnaire.usTin.tin.ssnErrorMessage']);
  });

  it('declares lock groups for the pre-filled customer data', () => {
    expect(w8ben_2021.lockGroups?.customerName).toEqual(['name.name']);
  });
});
