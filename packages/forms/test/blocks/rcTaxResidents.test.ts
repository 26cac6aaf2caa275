import { describe, expect, it } from 'vitest';
import { changeAnswer, evaluateForm } from '@taxcert/engine';
import { canadianTaxResidentBlock, rcUsTaxResidentBlock } from '../../src/rc/taxResidents';
import { form, today } from '../support';

describe('Canadian tax resident block', () => {
  const def = form(canadianTaxResidentBlock({ title: 't' }));
  const sin = (value: string) =>
    evaluateForm(
      def,
      { canadianTaxResident: { isCanadianTaxResident: 'Yes', socialInsuranceNumber: value } },
      { today },
    ).blocks.canadianTaxResident?.questions.socialInsuranceNumber?.errors;

  it('asks for the social insurance number only for Canadian tax residents', () => {
    expect(evaluateForm(def, { canadianTaxResident: { isCanadianTaxResident: 'No' } }, { today })).toMatchObject({
      valid: true,
    });
    expect(evaluateForm(def, { canadianTaxResident: {} }, { today }).failures.map((f) => f.message)).toEqual([
      'questionnaire.canadianTaxResident.isCanadianTaxResident.errorMessage',
    ]);
    expect(
      evaluateForm(def, { canadianTaxResident: { isCanadianTaxResident: 'Yes' } }, { today }).failures.map(
        (f) => f.message,
      ),
    ).toEqual(['questionnaire.canadianTaxResident.socialInsuranceNumber.errorMessage']);
  });

  it('checks 9 digits, one repeated digit, a run of digits and the Luhn check digit, each with its key', () => {
    expect(sin('527149686')).toEqual([]);
    expect(sin('927483107')).toEqual([]);
    expect(sin('52714968')).toEqual(['questionnaire.canadianTaxResident.socialInsuranceNumber.lengthErrorMessage']);
    expect(sin('527149687')).toEqual(['questionnaire.canadianTaxResident.socialInsuranceNumber.luhnErrorMessage']);
    expect(sin('111111111')).toContain('questionnaire.canadianTaxResident.socialInsuranceNumber.sameCharErrorMessage');
    expect(sin('123456789')).toContain(
      'questionnaire.canadianTaxResident.socialInsuranceNumber.sequentialErrorMessage',
    );
    expect(sin('04645428a')).toContain('questionnaire.canadianTaxResident.socialInsuranceNumber.digitsErrorMessage');
  });

  it('refuses a first digit the CRA does not issue (0 and 8, identifiers.md), with its own message, even when the Luhn check passes', () => {
    const firstDigit = 'questionnaire.canadianTaxResident.socialInsuranceNumber.firstDigitErrorMessage';
    // 046 454 286: the reference's fictitious example, Luhn-valid but starting with 0.
    expect(sin('046454286')).toEqual([firstDigit]);
    expect(sin('800000009')).toContain(firstDigit);
    for (const first of ['1', '2', '3', '4', '5', '6', '7', '9'])
      expect(sin(`${first}00000000`)).not.toContain(firstDigit);
  });

  it('clears the number when the answer changes', () => {
    const answers = { canadianTaxResident: { isCanadianTaxResident: 'Yes', socialInsuranceNumber: '527149686' } };
    expect(
      changeAnswer(def, answers, 'canadianTaxResident', 'isCanadianTaxResident', 'No', { today }).canadianTaxResident,
    ).toEqual({ isCanadianTaxResident: 'No' });
  });
});

describe('US tax resident block of the RC forms', () => {
  const def = form(rcUsTaxResidentBlock({ title: 't' }));
  const evaluate = (usTaxResident: Record<string, string>) => evaluateForm(def, { usTaxResident }, { today });

  it('is valid for No; for Yes it needs a valid TIN, or applied for with no TIN', () => {
    expect(evaluate({ isUsTaxResident: 'No' }).valid).toBe(true);
    expect(evaluate({ isUsTaxResident: 'Yes', appliedFor: 'No' }).failures.map((f) => f.message)).toEqual([
      'questionnaire.usTin.tin.errorMessage',
    ]);
    expect(evaluate({ isUsTaxResident: 'Yes', appliedFor: 'No', tin: '521447812' }).valid).toBe(true);
    expect(evaluate({ isUsTaxResident: 'Yes', appliedFor: 'No', tin: '123456789' }).valid).toBe(false);
    expect(evaluate({ isUsTaxResident: 'Yes', appliedFor: 'Yes' })).toMatchObject({ valid: true });
    expect(evaluate({ isUsTaxResident: 'Yes', appliedFor: 'Yes' }).blocks.usTaxResident?.questions.tin).toMatchObject({
      disabled: true,
      errors: [],
    });
  });

  it('clears the TIN and resets applied-for when the answer changes; clears the TIN when applied for', () => {
    const answers = { usTaxResident: { isUsTaxResident: 'Yes', tin: '521447812', appliedFor: 'Yes' } };
    expect(changeAnswer(def, answers, 'usTaxResident', 'isUsTaxResident', 'No', { today }).usTaxResident).toEqual({
      isUsTaxResident: 'No',
      appliedFor: 'No',
    });
    const typed = { usTaxResident: { isUsTaxResident: 'Yes', tin: '521447812', appliedFor: 'No' } };
    expect(changeAnswer(def, typed, 'usTaxResident', 'appliedFor', 'Yes', { today }).usTaxResident).toEqual({
      isUsTaxResident: 'Yes',
      appliedFor: 'Yes',
    });
  });
});
