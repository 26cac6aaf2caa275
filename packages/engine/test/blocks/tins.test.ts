import { describe, expect, it } from 'vitest';
import { evaluateForm, foreignTinBlock, usTinBlock } from '../../src/index';
import { form, today } from '../support';

const both = form(usTinBlock({ title: 't' }));
const ssnOnly = form(usTinBlock({ title: 't', tinTypes: ['Ssn'], appliedFor: false, required: false }));
const tinErrors = (def: typeof both, usTin: Record<string, string>) =>
  evaluateForm(def, { usTin }, { today }).blocks.usTin?.questions.tin?.errors;

describe('US TIN block', () => {
  it('checks length, sameness, sequence, then SSN or EIN structure by tinType, each with its own key', () => {
    expect(tinErrors(both, { tin: '52144' })).toEqual(['questionnaire.usTin.tin.lengthErrorMessage']);
    expect(tinErrors(both, { tin: '666123456' })).toEqual(['questionnaire.usTin.tin.ssnErrorMessage']);
    expect(tinErrors(both, { tin: '912781234' })).toEqual([]);
    expect(tinErrors(both, { tinType: 'Ein', tin: '912781234' })).toEqual([]);
    expect(tinErrors(both, { tinType: 'Ein', tin: '071234567' })).toEqual(['questionnaire.usTin.tin.einErrorMessage']);
    expect(tinErrors(both, { tinType: 'Ssn', tin: '071234567' })).toEqual([]);
  });

  it('disables the TIN and drops its rules when applied for, and restores them for No', () => {
    expect(
      evaluateForm(both, { usTin: { appliedFor: 'Yes', tin: '000' } }, { today }).blocks.usTin?.questions.tin,
    ).toMatchObject({ disabled: true, valid: true, errors: [] });
    expect(evaluateForm(both, { usTin: { appliedFor: 'No' } }, { today }).blocks.usTin?.questions.tin).toMatchObject({
      disabled: false,
      required: true,
      valid: false,
    });
  });

  it('can hide the type and applied-for choices and not require the TIN (W-8BEN)', () => {
    const state = evaluateForm(ssnOnly, { usTin: {} }, { today }).blocks.usTin;
    expect(state?.questions.tinType?.visible).toBe(false);
    expect(state?.questions.appliedFor?.visible).toBe(false);
    expect(state?.questions.tin).toMatchObject({ required: false, valid: undefined });
    expect(tinErrors(ssnOnly, { tin: '000123456' })).toEqual(['questionnaire.usTin.tin.ssnErrorMessage']);
  });

  it('checks an SSN-only TIN as an SSN whatever hidden type an API client sends', () => {
    expect(tinErrors(both, { tinType: 'Ein', tin: '666123456' })).toEqual([]);
    for (const tinType of ['Ein', 'Itin', ''])
      expect(tinErrors(ssnOnly, { tinType, tin: '666123456' }), tinType).toEqual([
        'questionnaire.usTin.tin.ssnErrorMessage',
      ]);
    expect(ssnOnly.blocks[0]?.questions.find((q) => q.id === 'tin')?.props).toEqual({ length: 9, identifier: 'ssn' });
  });
});

describe('foreign TIN block', () => {
  const def = form(foreignTinBlock({ title: 't' }));
  it('requires the TIN unless not required is ticked, which disables it and makes it valid', () => {
    expect(evaluateForm(def, { foreignTin: { notRequired: false } }, { today }).failures.map((f) => f.message)).toEqual(
      ['questionnaire.foreignTin.tin.errorMessage'],
    );
    for (const ticked of [true, 'true', 'Yes']) {
      expect(
        evaluateForm(def, { foreignTin: { notRequired: ticked } }, { today }).blocks.foreignTin?.questions.tin,
      ).toMatchObject({ disabled: true, valid: true });
    }
  });
});
